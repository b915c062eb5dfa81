/** POST transfer/displayTransferListByCustomer: transfers per debited account (spec §3), page after page. */
import type { AccountTransfers } from '@baraka/contracts/transfer-lists';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { HistoryQuery } from '../utils/history-filter';
import { getNextHistoryPage, HISTORY_PAGE_SIZE } from '../utils/history-pages';

/** Every transfer read lives under this key: a new, cancelled or executed transfer refreshes them all. */
export const TRANSFERS_QUERY_KEY = ['transfers'] as const;

export function fetchTransferHistory(
  query: HistoryQuery,
  page: number,
  signal?: AbortSignal,
): Promise<AccountTransfers[]> {
  return apiRequest<AccountTransfers[]>('transfer/displayTransferListByCustomer', {
    method: 'POST',
    body: { ...query, page, size: HISTORY_PAGE_SIZE },
    signal,
  });
}

export const transferHistoryQueryOptions = (query: HistoryQuery) =>
  infiniteQueryOptions({
    queryKey: [...TRANSFERS_QUERY_KEY, 'history', query],
    queryFn: ({ pageParam, signal }) => fetchTransferHistory(query, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => getNextHistoryPage(pages),
  });

export function useTransferHistory(query: HistoryQuery) {
  return useInfiniteQuery(transferHistoryQueryOptions(query));
}
