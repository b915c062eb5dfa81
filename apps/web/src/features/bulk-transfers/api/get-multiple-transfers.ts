/** POST transfer/displayMultipleTransferListByCustomer: the customer's bulk transfers, newest first. */
import type { BulkBatchSummary } from '@baraka/contracts/bulk-transfers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const MULTIPLE_TRANSFERS_QUERY_KEY = ['transfers', 'multiple'] as const;
const PAGE_SIZE = 50;

export function fetchMultipleTransfers(signal?: AbortSignal): Promise<BulkBatchSummary[]> {
  return apiRequest<BulkBatchSummary[]>('transfer/displayMultipleTransferListByCustomer', {
    method: 'POST',
    body: { page: 0, size: PAGE_SIZE },
    signal,
  });
}

export const multipleTransfersQueryOptions = () =>
  queryOptions({
    queryKey: [...MULTIPLE_TRANSFERS_QUERY_KEY, 'list'],
    queryFn: ({ signal }) => fetchMultipleTransfers(signal),
  });

export function useMultipleTransfers() {
  return useQuery(multipleTransfersQueryOptions());
}
