/**
 * The history's operations, page after page: the next page loads when the end of the list comes
 * into view, and a "show more" button does the same for keyboards and screen readers.
 */
import type { TransactionFilter } from '@baraka/contracts/accounts/schemas';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { useLocation } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useTransactionHistory } from '../api/get-transaction-history';
import { useLoadMoreSentinel } from '../hooks/use-load-more-sentinel';
import { TransactionGroups } from './transaction-groups';

type HistoryResultsProps = {
  filter: TransactionFilter;
  today: string;
  periodLabel: string;
  onReset: () => void;
};

export function HistoryResults({ filter, today, periodLabel, onReset }: HistoryResultsProps) {
  const { t } = useTranslation('accounts');
  const history = useTransactionHistory(filter);
  const location = useLocation();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) {
      void fetchNextPage();
    }
  };
  const sentinel = useLoadMoreSentinel<HTMLDivElement>(loadMore, Boolean(hasNextPage) && !history.isError);

  if (history.isPending) {
    return <LoadingState rows={6} height={64} />;
  }
  if (history.isError && !history.data) {
    return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  }
  const transactions = history.data.pages.flatMap((page) => page.items);
  const total = history.data.pages[0]?.total ?? 0;
  return (
    <Stack gap="md" component="section" aria-labelledby="history-results-title">
      <div>
        <Title order={2} fz="h4" id="history-results-title" data-testid="history-total">
          {t('history.total', { count: total })}
        </Title>
        <Text fz="sm" c="dimmed">
          {periodLabel}
        </Text>
      </div>
      {transactions.length === 0 ? (
        <EmptyState title={t('history.emptyTitle')}>
          <Text fz="sm" c="dimmed">
            {t('history.emptyBody')}
          </Text>
          <Button variant="light" onClick={onReset}>
            {t('history.reset')}
          </Button>
        </EmptyState>
      ) : (
        <TransactionGroups
          accountId={filter.accountId}
          transactions={transactions}
          today={today}
          backTo={`${location.pathname}${location.search}`}
        />
      )}
      {history.isFetchNextPageError && <ErrorState onRetry={loadMore} />}
      <div ref={sentinel} aria-hidden />
      {isFetchingNextPage && (
        <Center role="status" aria-live="polite">
          <Loader size="sm" role="status" aria-label={t('history.loadingMore')} />
        </Center>
      )}
      {hasNextPage && !isFetchingNextPage && (
        <Center>
          <Button variant="default" radius="xl" onClick={loadMore} data-testid="load-more">
            {t('history.loadMore')}
          </Button>
        </Center>
      )}
      {!hasNextPage && transactions.length > 0 && (
        <Text ta="center" fz="sm" c="dimmed" data-testid="history-end">
          {t('history.end')}
        </Text>
      )}
    </Stack>
  );
}
