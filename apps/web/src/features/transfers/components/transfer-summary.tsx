/**
 * Everything the customer confirms, from the quote: how much leaves which account for whom, the
 * applied rate and converted amount abroad, the fees, the total debited and the reason.
 */
import type { TransferQuote } from '@baraka/contracts/transfers/schemas';
import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowDown, IconBuildingBank, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Amount } from '../../../components/ui/amount';
import { MaskedNumber } from '../../../components/ui/masked-number';
import { formatDecimal } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { type DetailItem, DetailList } from './detail-list';
import { PayeeAccount } from './payee-account';
import classes from './transfer-summary.module.css';

function Party({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" className={classes.party}>
      <ThemeIcon size={40} radius="xl" variant="light" color="ocean" aria-hidden>
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text fz="xs" c="dimmed" fw={600}>
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}

export function TransferSummary({ quote }: { quote: TransferQuote }) {
  const { t, i18n } = useTranslation('transfers');
  const money = (value: string, currency: string, strong = false) => (
    <Amount
      value={value}
      currency={currency}
      isHideable={false}
      fz={strong ? 'md' : 'sm'}
      fw={strong ? 700 : 600}
    />
  );
  const isConverted = quote.appliedRate !== null;
  const hasFees = /[1-9]/.test(quote.fees);
  const items: DetailItem[] = [
    { key: 'amount', label: t('review.rows.amount'), value: money(quote.amount, quote.currencyReceiver) },
    ...(isConverted && quote.appliedRate
      ? [
          {
            key: 'rate',
            label: t('review.rows.rate'),
            value: (
              <bdi dir="ltr">
                {t('review.rateValue', {
                  receiver: quote.currencyReceiver,
                  sender: quote.currencySender,
                  rate: formatDecimal(quote.appliedRate, i18n.language, 4),
                })}
              </bdi>
            ),
          },
          {
            key: 'converted',
            label: t('review.rows.converted'),
            value: money(quote.amountConverter, quote.currencySender),
          },
        ]
      : []),
    {
      key: 'fees',
      label: t('review.rows.fees'),
      value: hasFees ? money(quote.fees, quote.currencySender) : t('review.noFees'),
    },
    {
      key: 'total',
      label: t('review.rows.total'),
      value: money(quote.totalDebit, quote.currencySender, true),
      isStrong: true,
    },
    ...(quote.reason ? [{ key: 'reason', label: t('review.rows.reason'), value: quote.reason }] : []),
  ];
  return (
    <Paper withBorder radius="lg" className={classes.card} data-testid="transfer-summary">
      <div className={classes.hero}>
        <Text fz="sm" fw={600} className={classes.heroLabel}>
          {t('review.youSend')}
        </Text>
        <Amount
          value={quote.amount}
          currency={quote.currencyReceiver}
          isHideable={false}
          className={classes.heroAmount}
          data-testid="review-amount"
        />
        <Text fz="sm" className={classes.heroLabel}>
          {t(`types.${quote.type}.short`)}
        </Text>
      </div>
      <Stack gap="md" p={{ base: 'md', sm: 'lg' }}>
        <div className={classes.parties}>
          <Party icon={<IconBuildingBank size={20} />} label={t('review.from')}>
            <Text fz="sm" fw={700}>
              {quote.debitAccount.title}
            </Text>
            <Text fz="xs" c="dimmed">
              <MaskedNumber value={quote.debitAccount.accountNumber} /> · {quote.debitAccount.currency}
            </Text>
          </Party>
          <IconArrowDown size={18} className={classes.arrow} aria-hidden />
          <Party icon={<IconUser size={20} />} label={t('review.to')}>
            <Text fz="sm" fw={700} data-testid="review-payee">
              {quote.payee.name}
            </Text>
            <PayeeAccount payee={quote.payee} />
          </Party>
        </div>
        <DetailList items={items} />
      </Stack>
    </Paper>
  );
}
