/** POST account/txhistory: an account's operations for a filter, newest first, page after page. */
import { accountsEndpoints } from '@baraka/contracts/accounts/endpoints';
import type { TransactionFilter, TransactionPage } from '@baraka/contracts/accounts/schemas';
import { infiniteQueryOptions, skipToken, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const HISTORY_PAGE_SIZE = 20;

export function fetchTransactionPage(
  filter: TransactionFilter,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  return call(accountsEndpoints.transactionHistory, { body: { ...filter, page, size } }, { signal });
}

// The whole list of a filter is keyed by the filter alone; a sample by its first page and size.
export const transactionHistoryQueryOptions = (filter: TransactionFilter) =>
  infiniteQueryOptions({
    queryKey: keyOf(accountsEndpoints.transactionHistory, { body: filter }),
    queryFn: ({ pageParam, signal }) => fetchTransactionPage(filter, pageParam, HISTORY_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export function useTransactionHistory(filter: TransactionFilter) {
  return useInfiniteQuery(transactionHistoryQueryOptions(filter));
}

/** The first few operations of a filter (the dashboard's recent operations, one day's details). */
export function useTransactionSample(filter: TransactionFilter | null, size: number) {
  const endpoint = accountsEndpoints.transactionHistory;
  return useQuery({
    queryKey: filter ? keyOf(endpoint, { body: { ...filter, page: 0, size } }) : keyOf(endpoint),
    // No filter: the operation is already known, nothing to ask.
    queryFn: filter ? ({ signal }) => fetchTransactionPage(filter, 0, size, signal) : skipToken,
  });
}
