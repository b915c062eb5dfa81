/** POST transfer/displayPermanentTransferListByCustomer: the standing orders with their runs (spec §3). */

import { standingOrdersEndpoints } from '@baraka/contracts/standing-orders/endpoints';
import type {
  PermanentTransferFilter,
  PermanentTransferInfo,
} from '@baraka/contracts/standing-orders/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchStandingOrders(
  filter: Partial<PermanentTransferFilter>,
  signal?: AbortSignal,
): Promise<PermanentTransferInfo[]> {
  return call(standingOrdersEndpoints.list, { body: filter }, { signal });
}

/** Every order of every account: the list filters on the page, and a detail reads from the same answer. */
export const standingOrdersQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(standingOrdersEndpoints.list),
    queryFn: ({ signal }) => fetchStandingOrders({ status: 'ALL' }, signal),
  });

export function useStandingOrders() {
  return useQuery(standingOrdersQueryOptions());
}
