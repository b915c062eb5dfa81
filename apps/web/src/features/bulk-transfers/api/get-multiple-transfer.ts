/**
 * POST secure/api/transfer/multiple/display: one bulk transfer and its rows. Asked again every
 * two seconds while rows wait for the bulk job, so each row's status shows as it is booked.
 */
import type { BulkBatchDetail } from '@baraka/contracts/bulk-transfers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MULTIPLE_TRANSFERS_QUERY_KEY } from './get-multiple-transfers';

const REFRESH_MS = 2_000;

export function fetchMultipleTransfer(id: string, signal?: AbortSignal): Promise<BulkBatchDetail> {
  return apiRequest<BulkBatchDetail>('secure/api/transfer/multiple/display', {
    method: 'POST',
    body: { id },
    signal,
  });
}

export const multipleTransferQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...MULTIPLE_TRANSFERS_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => fetchMultipleTransfer(id, signal),
    enabled: id !== '',
    refetchInterval: (query) =>
      query.state.data?.rows.some((row) => row.status === 'PENDING') ? REFRESH_MS : false,
  });

export function useMultipleTransfer(id: string) {
  return useQuery(multipleTransferQueryOptions(id));
}
