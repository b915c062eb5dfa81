/** POST secure/api/transfer/display: one transfer with its execution dates and status history. */
import { transfersEndpoints } from '@baraka/contracts/transfers/endpoints';
import type { TransferDetail } from '@baraka/contracts/transfers/schemas';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchTransferDetail(id: string, signal?: AbortSignal): Promise<TransferDetail> {
  return call(transfersEndpoints.display, { body: { id } }, { signal });
}

export const transferDetailQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: keyOf(transfersEndpoints.display, { body: { id: id ?? '' } }),
    queryFn: id ? ({ signal }) => fetchTransferDetail(id, signal) : skipToken,
  });

export function useTransferDetail(id: string | null) {
  return useQuery(transferDetailQueryOptions(id));
}
