/** The last five operations of an account over the history window, newest first. */
import { Paper } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { useTranslation } from '../../../lib/use-translation';
import { useTransactionSample } from '../api/get-transaction-history';
import { getDefaultPeriod } from '../utils/history-period';
import classes from './transaction-groups.module.css';
import { TransactionRow } from './transaction-row';

const RECENT_COUNT = 5;

export function RecentOperations({ accountId, today }: { accountId: string; today: string }) {
  const { t } = useTranslation('accounts');
  const recent = useTransactionSample(
    { accountId, ...getDefaultPeriod(today), direction: 'ALL' },
    RECENT_COUNT,
  );
  if (recent.isPending) {
    return <LoadingState rows={RECENT_COUNT} height={52} />;
  }
  if (recent.isError) {
    return <ErrorState error={recent.error} onRetry={() => void recent.refetch()} />;
  }
  if (recent.data.items.length === 0) {
    return <EmptyState title={t('dashboard.recentEmpty')} />;
  }
  return (
    <Paper component="ul" withBorder radius="md" className={classes.list} data-testid="recent-operations">
      {recent.data.items.map((transaction) => (
        <li key={transaction.id}>
          <TransactionRow accountId={accountId} transaction={transaction} backTo="/private-dashboard" />
        </li>
      ))}
    </Paper>
  );
}
