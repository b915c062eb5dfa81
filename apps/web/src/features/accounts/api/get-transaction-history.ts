/** POST account/txhistory: an account's operations for a filter, newest first, page after page. */
import type { TransactionFilter, TransactionPage } from '@baraka/contracts/accounts';
import { infiniteQueryOptions, skipToken, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const HISTORY_PAGE_SIZE = 20;

export function fetchTransactionPage(
  filter: TransactionFilter,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  return apiRequest<TransactionPage>('account/txhistory', {
    method: 'POST',
    body: { ...filter, page, size },
    signal,
  });
}

export const transactionHistoryQueryOptions = (filter: TransactionFilter) =>
  infiniteQueryOptions({
    queryKey: ['accounts', 'history', filter],
    queryFn: ({ pageParam, signal }) => fetchTransactionPage(filter, pageParam, HISTORY_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export function useTransactionHistory(filter: TransactionFilter) {
  return useInfiniteQuery(transactionHistoryQueryOptions(filter));
}

/** The first few operations of a filter (the dashboard's recent operations, one day's details). */
export function useTransactionSample(filter: TransactionFilter | null, size: number) {
  return useQuery({
    queryKey: ['accounts', 'history-sample', filter, size],
    // No filter: the operation is already known, nothing to ask.
    queryFn: filter ? ({ signal }) => fetchTransactionPage(filter, 0, size, signal) : skipToken,
  });
}
