/** POST secure/api/transfer/display: one transfer with its execution dates and status history. */
import type { TransferDetail } from '@baraka/contracts/transfers';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { TRANSFERS_QUERY_KEY } from './history-transfer-list';

export function fetchTransferDetail(id: string, signal?: AbortSignal): Promise<TransferDetail> {
  return apiRequest<TransferDetail>('secure/api/transfer/display', { method: 'POST', body: { id }, signal });
}

export const transferDetailQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: [...TRANSFERS_QUERY_KEY, 'detail', id],
    queryFn: id ? ({ signal }) => fetchTransferDetail(id, signal) : skipToken,
  });

export function useTransferDetail(id: string | null) {
  return useQuery(transferDetailQueryOptions(id));
}
