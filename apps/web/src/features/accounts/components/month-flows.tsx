/** Money in and money out of an account since the first of the month (secure/credit, secure/debit). */
import type { MovementSummary } from '@baraka/contracts/accounts/schemas';
import { Anchor, Divider, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { Amount } from '../../../components/ui/amount';
import { ErrorState, LoadingState } from '../../../components/ui/async-states';
import { useBalancesHidden } from '../../../lib/balance-visibility';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useMovementSummary } from '../api/get-movement-summary';
import { subtractAmounts } from '../utils/account-totals';
import { getMonthToDate } from '../utils/history-period';

/**
 * One line per direction, the amount at the line's end: a six-figure amount has the card's whole
 * width, on a phone as in the desktop's narrow column; a wider one goes under its label.
 */
function Flow({ summary, label }: { summary: MovementSummary; label: string }) {
  const { t } = useTranslation('accounts');
  const isIn = summary.direction === 'C';
  const Icon = isIn ? IconArrowDownLeft : IconArrowUpRight;
  return (
    <Group
      justify="space-between"
      align="center"
      gap="xs"
      wrap="wrap"
      data-testid={isIn ? 'money-in' : 'money-out'}
    >
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size={30} radius="xl" variant="light" color={isIn ? 'teal' : 'gray'} aria-hidden>
          <Icon size={16} className="mirror-in-rtl" />
        </ThemeIcon>
        <div>
          <Text fz="sm" fw={600}>
            {label}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('dashboard.flowCount', { count: summary.count })}
          </Text>
        </div>
      </Group>
      <Amount
        value={isIn ? summary.total : `-${summary.total}`}
        currency={summary.currency}
        signed
        fz="xl"
        fw={700}
        c={isIn ? 'teal.9' : undefined}
        ms="auto"
      />
    </Group>
  );
}

/** Share of money in among all movements, for the bar: display only. */
function shareOfIn(credit: MovementSummary, debit: MovementSummary): number {
  const moneyIn = Number(credit.total);
  const total = moneyIn + Number(debit.total);
  return total > 0 ? (moneyIn / total) * 100 : 50;
}

export function MonthFlows({ accountId, today }: { accountId: string; today: string }) {
  const { t } = useTranslation('accounts');
  const isHidden = useBalancesHidden();
  const period = { accountId, ...getMonthToDate(today) };
  const credit = useMovementSummary('C', period);
  const debit = useMovementSummary('D', period);
  if (credit.isPending || debit.isPending) {
    return <LoadingState rows={2} height={56} />;
  }
  if (credit.isError || debit.isError) {
    return (
      <ErrorState
        onRetry={() => {
          void credit.refetch();
          void debit.refetch();
        }}
      />
    );
  }
  const share = shareOfIn(credit.data, debit.data);
  const net = subtractAmounts(credit.data.total, debit.data.total, credit.data.currency);
  const monthHistory = `/accounts/transactions?${new URLSearchParams({ account: accountId, from: period.startDate })}`;
  return (
    <Stack gap="md">
      <Stack gap="sm">
        <Flow summary={credit.data} label={t('dashboard.moneyIn')} />
        <Flow summary={debit.data} label={t('dashboard.moneyOut')} />
      </Stack>
      {!isHidden && (
        <Progress.Root size="lg" radius="xl" aria-hidden>
          <Progress.Section value={share} color="teal.7" />
          <Progress.Section value={100 - share} color="gray.5" />
        </Progress.Root>
      )}
      <Divider />
      <Group justify="space-between" gap="xs">
        <Text fz="sm" c="dimmed">
          {t('dashboard.net')}
        </Text>
        <Amount value={net} currency={credit.data.currency} signed fw={700} data-testid="month-net" />
      </Group>
      <Anchor component={Link} to={monthHistory} fz="sm" fw={600}>
        {t('dashboard.monthHistory')}
      </Anchor>
    </Stack>
  );
}
