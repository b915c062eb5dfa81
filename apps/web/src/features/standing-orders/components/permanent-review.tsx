/**
 * What a standing order will do, to check before confirming: accounts, amount, rhythm and dates;
 * once the bank has priced it (OTP.300's quote), its fees per run and its next runs as well.
 */
import type { Account } from '@baraka/contracts/accounts/schemas';
import type { StandingOrderQuote } from '@baraka/contracts/standing-orders/schemas';
import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconRepeat } from '@tabler/icons-react';
import { Amount } from '../../../components/ui/amount';
import { type DetailRow, DetailRows } from '../../../components/ui/detail-rows';
import { MaskedNumber } from '../../../components/ui/masked-number';
import { formatIsoDate } from '../../../lib/format';
import { formatPayeeAccount, getPayeeBankName } from '../../../lib/transfer-detail-view';
import { useTranslation } from '../../../lib/use-translation';
import type { DraftPayee, PermanentDraft } from '../utils/permanent-draft';

type PermanentReviewProps = {
  draft: PermanentDraft;
  debitAccount: Account | undefined;
  creditAccount: Account | undefined;
  payee: DraftPayee | undefined;
  quote: StandingOrderQuote | null;
};

const accountText = (account: Account) => (
  <>
    {account.title} · <MaskedNumber value={account.accountNumber} />
  </>
);

export function PermanentReview({ draft, debitAccount, creditAccount, payee, quote }: PermanentReviewProps) {
  const { t, i18n } = useTranslation('standing-orders');
  const date = (value: string) => formatIsoDate(value, i18n.language);
  const payeeName = draft.target === 'OWN_ACCOUNT' ? (creditAccount?.title ?? '') : (payee?.name ?? '');
  const payeeRib = payee ? formatPayeeAccount({ rib: payee.rib, iban: null }) : null;
  const bank = payee ? getPayeeBankName({ rib: payee.rib, iban: null }) : null;
  const rows: DetailRow[] = [
    { key: 'debit', label: t('form.debitAccount'), value: debitAccount ? accountText(debitAccount) : '' },
    draft.target === 'OWN_ACCOUNT'
      ? {
          key: 'credit',
          label: t('form.creditAccount'),
          value: creditAccount ? accountText(creditAccount) : '',
        }
      : {
          key: 'payee',
          label: t('form.beneficiary'),
          value: (
            <>
              {payee?.name}
              <Text component="span" display="block" fz="xs" c="dimmed" fw={400}>
                {bank ? `${bank} · ` : ''}
                <bdi dir="ltr">{payeeRib}</bdi>
              </Text>
            </>
          ),
        },
    { key: 'frequency', label: t('form.frequency'), value: t(`permanent.frequencies.${draft.frequency}`) },
    { key: 'firstDate', label: t('permanent.firstDate'), value: date(draft.firstExecutionDate) },
    {
      key: 'lastDate',
      label: t('permanent.lastDate'),
      value: draft.lastExecutionDate ? date(draft.lastExecutionDate) : t('permanent.untilCancelled'),
    },
    ...(draft.reason.trim()
      ? [{ key: 'reason', label: t('permanent.reason'), value: draft.reason.trim() }]
      : []),
    ...(quote
      ? [
          {
            key: 'fees',
            label: t('review.feesPerRun'),
            value: (
              <Amount value={quote.fees} currency={quote.currency} fz="sm" fw={600} isHideable={false} />
            ),
          },
        ]
      : []),
  ];
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Group wrap="nowrap" gap="md">
          <ThemeIcon size={52} radius="xl" variant="light" color="secondary" aria-hidden>
            <IconRepeat size={26} stroke={1.7} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text fz="sm" c="dimmed">
              {t('detail.to', { ns: 'transfer-history', name: payeeName })}
            </Text>
            <Amount
              value={draft.amount.replace(',', '.')}
              currency="TND"
              fz={{ base: 26, sm: 30 }}
              fw={700}
              data-testid="review-amount"
            />
            <Text fz="sm" c="dimmed">
              {t(`permanent.every.${draft.frequency}`)}
            </Text>
          </div>
        </Group>
      </Paper>
      <DetailRows rows={rows} />
      {quote && quote.nextRuns.length > 0 && (
        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="next-runs-title">
          <Title order={2} fz="h6" id="next-runs-title" mb="xs">
            {t('review.nextRuns')}
          </Title>
          <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {quote.nextRuns.map((run) => (
              <Group key={run.periodKey} gap="xs" component="li" wrap="nowrap" data-testid="next-run">
                <IconCalendarEvent size={16} aria-hidden />
                <Text fz="sm">{date(run.dueDate)}</Text>
              </Group>
            ))}
          </Stack>
          <Text fz="xs" c="dimmed" mt="xs">
            {t('form.firstDateHint')}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
