/** After booking: the reference, the status, the figures and the execution date, and where to go next. */
import type { TransferDetail } from '@baraka/contracts/transfers/schemas';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconFileText, IconList, IconPlus } from '@tabler/icons-react';
import { useAccounts } from '../../../api/accounts';
import { Amount } from '../../../components/ui/amount';
import { MaskedNumber } from '../../../components/ui/masked-number';
import { TransferStatusBadge } from '../../../components/ui/transfer-status-badge';
import { formatIsoDayWithWeekday } from '../../../lib/format';
import { formatMoney, isolateAmount } from '../../../lib/money-format';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { addAmounts } from '../utils/amount-input';
import { getDetailsPath, getFormPath, type OrderType } from '../utils/transfer-types';
import { type DetailItem, DetailList } from './detail-list';
import { PayeeAccount } from './payee-account';

const HISTORY_PATH = '/accounts/transactions';

export function TransferReceipt({ transfer, type }: { transfer: TransferDetail; type: OrderType }) {
  const { t, i18n } = useTranslation('transfers');
  const accounts = useAccounts();
  const debitTitle = accounts.data?.find((account) => account.id === transfer.debitAccountId)?.title;
  const isDone = transfer.status === 'COMPLETED';
  const isRefused = ['REJECTED', 'FAILED'].includes(transfer.status);
  // BLOCKED: an international transfer above the threshold, held until the bank validates it.
  const isAwaitingBank = transfer.status === 'BLOCKED';
  const headline = isDone ? 'completed' : isRefused ? 'refused' : isAwaitingBank ? 'awaitingBank' : 'pending';
  const money = (value: string, currency: string, strong = false) => (
    <Amount
      value={value}
      currency={currency}
      isHideable={false}
      fz={strong ? 'md' : 'sm'}
      fw={strong ? 700 : 600}
    />
  );
  const items: DetailItem[] = [
    {
      key: 'reference',
      label: t('receipt.reference'),
      value: (
        <bdi dir="ltr" data-testid="receipt-reference">
          {transfer.transactionNumber}
        </bdi>
      ),
    },
    { key: 'status', label: t('receipt.status'), value: <TransferStatusBadge status={transfer.status} /> },
    {
      key: 'amount',
      label: t('review.rows.amount'),
      value: money(transfer.amount, transfer.currencyReceiver),
    },
    ...(transfer.appliedRate
      ? [
          {
            key: 'converted',
            label: t('review.rows.converted'),
            value: money(transfer.amountConverter, transfer.currencySender),
          },
        ]
      : []),
    {
      key: 'fees',
      label: t('review.rows.fees'),
      value: /[1-9]/.test(transfer.fees) ? money(transfer.fees, transfer.currencySender) : t('review.noFees'),
    },
    {
      key: 'total',
      label: t('review.rows.total'),
      value: money(
        addAmounts(transfer.amountConverter, transfer.fees, transfer.currencySender),
        transfer.currencySender,
      ),
    },
    {
      key: 'from',
      label: t('review.from'),
      value: (
        <>
          {debitTitle && (
            <Text fz="sm" fw={600}>
              {debitTitle}
            </Text>
          )}
          <Text fz="xs" c="dimmed">
            <MaskedNumber value={transfer.debitAccount} />
          </Text>
        </>
      ),
    },
    {
      key: 'to',
      label: t('review.to'),
      value: (
        <>
          <Text fz="sm" fw={600}>
            {transfer.payee.name}
          </Text>
          <PayeeAccount payee={transfer.payee} />
        </>
      ),
    },
    ...(transfer.reason ? [{ key: 'reason', label: t('review.rows.reason'), value: transfer.reason }] : []),
    {
      key: 'executionDate',
      label: t('review.rows.executionDate'),
      value: (
        <span data-testid="receipt-execution-date">
          {formatIsoDayWithWeekday(transfer.executionDate, i18n.language)}
        </span>
      ),
      isStrong: true,
    },
  ];
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      maw={720}
      mx="auto"
      data-testid="transfer-receipt"
    >
      <Stack gap="lg">
        <Stack gap="xs" align="center" ta="center">
          <ThemeIcon
            size={72}
            radius="xl"
            color={isDone ? 'teal' : isRefused ? 'red' : 'ocean'}
            variant="light"
            aria-hidden
          >
            {isDone ? <IconCircleCheck size={44} stroke={1.5} /> : <IconClockHour4 size={44} stroke={1.5} />}
          </ThemeIcon>
          <Title order={2} fz="h2" data-testid="receipt-title">
            {t(`receipt.${headline}`)}
          </Title>
          <Text c="dimmed" maw={480}>
            {t(`receipt.${headline}Body`, {
              amount: isolateAmount(formatMoney(transfer.amount, transfer.currencyReceiver, i18n.language)),
              name: transfer.payee.name,
              date: formatIsoDayWithWeekday(transfer.executionDate, i18n.language),
            })}
          </Text>
        </Stack>
        <DetailList items={items} />
        <Group justify="center" gap="sm">
          <Button
            component={Link}
            to={getDetailsPath(transfer.id)}
            variant="light"
            leftSection={<IconFileText size={18} aria-hidden />}
            data-testid="receipt-details"
          >
            {t('receipt.details')}
          </Button>
          <Button
            component={Link}
            to={`${HISTORY_PATH}?account=${encodeURIComponent(transfer.debitAccountId)}`}
            variant="default"
            leftSection={<IconList size={18} aria-hidden />}
            data-testid="receipt-history"
          >
            {t('receipt.history')}
          </Button>
          <Button
            component={Link}
            to={getFormPath(type)}
            leftSection={<IconPlus size={18} aria-hidden />}
            data-testid="receipt-new"
          >
            {t('receipt.newTransfer')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
