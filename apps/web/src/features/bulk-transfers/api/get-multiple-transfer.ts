/**
 * POST secure/api/transfer/multiple/display: one bulk transfer and its rows. Asked again every
 * two seconds while rows wait for the bulk job, so each row's status shows as it is booked.
 */
import { bulkTransfersEndpoints } from '@baraka/contracts/bulk-transfers/endpoints';
import type { BulkBatchDetail } from '@baraka/contracts/bulk-transfers/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

const REFRESH_MS = 2_000;

export function fetchMultipleTransfer(id: string, signal?: AbortSignal): Promise<BulkBatchDetail> {
  return call(bulkTransfersEndpoints.one, { body: { id } }, { signal });
}

export const multipleTransferQueryOptions = (id: string) =>
  queryOptions({
    queryKey: keyOf(bulkTransfersEndpoints.one, { body: { id } }),
    queryFn: ({ signal }) => fetchMultipleTransfer(id, signal),
    enabled: id !== '',
    refetchInterval: (query) =>
      query.state.data?.rows.some((row) => row.status === 'PENDING') ? REFRESH_MS : false,
  });

export function useMultipleTransfer(id: string) {
  return useQuery(multipleTransferQueryOptions(id));
}
