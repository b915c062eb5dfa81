/** GET secure/transfer/config: the pack's per-transfer bounds and what is left of today's ceiling. */
import type { TransferConfig } from '@baraka/contracts/transfers/config';
import { transfersEndpoints } from '@baraka/contracts/transfers/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchTransferConfig(signal?: AbortSignal): Promise<TransferConfig> {
  return call(transfersEndpoints.config, {}, { signal });
}

export const transferConfigQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(transfersEndpoints.config),
    queryFn: ({ signal }) => fetchTransferConfig(signal),
  });

export function useTransferConfig() {
  return useQuery(transferConfigQueryOptions());
}
