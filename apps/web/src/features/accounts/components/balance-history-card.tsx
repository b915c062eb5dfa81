/** The dashboard's balance-history block: the chart of an account's twelve end-of-month balances. */
import type { Account } from '@baraka/contracts/accounts/schemas';
import { Text } from '@mantine/core';
import { ErrorState, LoadingState } from '../../../components/ui/async-states';
import { useBalancesHidden } from '../../../lib/balance-visibility';
import { useTranslation } from '../../../lib/use-translation';
import { useBalanceHistory } from '../api/get-balance-history';
import { BalanceChart } from './balance-chart';
import { DashboardCard } from './dashboard-card';

export function BalanceHistoryCard({ account }: { account: Account }) {
  const { t } = useTranslation('accounts');
  const isHidden = useBalancesHidden();
  const balances = useBalanceHistory(account.id);
  return (
    <DashboardCard
      title={t('dashboard.chartTitle')}
      subtitle={`${t('dashboard.chartSubtitle')} · ${account.title}`}
      h="100%"
      data-testid="balance-history"
    >
      {balances.isPending && <LoadingState rows={1} height={220} />}
      {balances.isError && <ErrorState error={balances.error} onRetry={() => void balances.refetch()} />}
      {balances.data && isHidden && (
        <Text c="dimmed" fz="sm" py="xl" ta="center">
          {t('dashboard.chartHidden')}
        </Text>
      )}
      {balances.data && !isHidden && <BalanceChart balances={balances.data} currency={account.currency} />}
    </DashboardCard>
  );
}
