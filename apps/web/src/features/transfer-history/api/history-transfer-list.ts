/** POST transfer/displayTransferListByCustomer: transfers per debited account (spec §3), page after page. */

import type { AccountTransfers } from '@baraka/contracts/transfer-history/schemas';
import { transfersEndpoints } from '@baraka/contracts/transfers/endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';
import type { HistoryQuery } from '../utils/history-filter';
import { getNextHistoryPage, HISTORY_PAGE_SIZE } from '../utils/history-pages';

export function fetchTransferHistory(
  query: HistoryQuery,
  page: number,
  signal?: AbortSignal,
): Promise<AccountTransfers[]> {
  return call(
    transfersEndpoints.listByAccount,
    { body: { ...query, page, size: HISTORY_PAGE_SIZE } },
    { signal },
  );
}

export const transferHistoryQueryOptions = (query: HistoryQuery) =>
  infiniteQueryOptions({
    queryKey: keyOf(transfersEndpoints.listByAccount, { body: query }),
    queryFn: ({ pageParam, signal }) => fetchTransferHistory(query, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => getNextHistoryPage(pages),
  });

export function useTransferHistory(query: HistoryQuery) {
  return useInfiniteQuery(transferHistoryQueryOptions(query));
}
