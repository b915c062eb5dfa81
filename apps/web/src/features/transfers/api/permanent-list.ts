/** POST transfer/displayPermanentTransferListByCustomer: the standing orders with their runs (spec §3). */
import type { PermanentTransferFilter, PermanentTransferInfo } from '@baraka/contracts/standing-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { TRANSFERS_QUERY_KEY } from './history-transfer-list';

export function fetchStandingOrders(
  filter: Partial<PermanentTransferFilter>,
  signal?: AbortSignal,
): Promise<PermanentTransferInfo[]> {
  return apiRequest<PermanentTransferInfo[]>('transfer/displayPermanentTransferListByCustomer', {
    method: 'POST',
    body: filter,
    signal,
  });
}

/** Every order of every account: the list filters on the page, and a detail reads from the same answer. */
export const standingOrdersQueryOptions = () =>
  queryOptions({
    queryKey: [...TRANSFERS_QUERY_KEY, 'permanent'],
    queryFn: ({ signal }) => fetchStandingOrders({ status: 'ALL' }, signal),
  });

export function useStandingOrders() {
  return useQuery(standingOrdersQueryOptions());
}
