/** POST transfer/displayMultipleTransferListByCustomer: the customer's bulk transfers, newest first. */
import { bulkTransfersEndpoints } from '@baraka/contracts/bulk-transfers/endpoints';
import type { BulkBatchSummary } from '@baraka/contracts/bulk-transfers/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

const PAGE_SIZE = 50;

export function fetchMultipleTransfers(signal?: AbortSignal): Promise<BulkBatchSummary[]> {
  return call(bulkTransfersEndpoints.list, { body: { page: 0, size: PAGE_SIZE } }, { signal });
}

export const multipleTransfersQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(bulkTransfersEndpoints.list),
    queryFn: ({ signal }) => fetchMultipleTransfers(signal),
  });

export function useMultipleTransfers() {
  return useQuery(multipleTransfersQueryOptions());
}
