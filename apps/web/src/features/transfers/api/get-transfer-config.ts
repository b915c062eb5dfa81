/** GET secure/transfer/config: the pack's bounds and today's use, fees, today's cut-off, the types allowed. */
import type { TransferConfig } from '@baraka/contracts/transfer-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const TRANSFER_CONFIG_QUERY_KEY = ['transfers', 'config'] as const;

export function fetchTransferConfig(signal?: AbortSignal): Promise<TransferConfig> {
  return apiRequest<TransferConfig>('secure/transfer/config', { signal });
}

export const transferConfigQueryOptions = () =>
  queryOptions({
    queryKey: TRANSFER_CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => fetchTransferConfig(signal),
  });

export function useTransferConfig() {
  return useQuery(transferConfigQueryOptions());
}
