/** GET secure/transfer/config: the pack's per-transfer bounds and what is left of today's ceiling. */
import type { TransferConfig } from '@baraka/contracts/transfer-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function fetchTransferConfig(signal?: AbortSignal): Promise<TransferConfig> {
  return apiRequest<TransferConfig>('secure/transfer/config', { signal });
}

export const transferConfigQueryOptions = () =>
  queryOptions({ queryKey: ['transfers', 'config'], queryFn: ({ signal }) => fetchTransferConfig(signal) });

export function useTransferConfig() {
  return useQuery(transferConfigQueryOptions());
}
