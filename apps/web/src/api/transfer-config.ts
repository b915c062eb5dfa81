/**
 * GET secure/transfer/config: the pack's bounds and today's use, fees, today's cut-off and the
 * transfer types allowed, one answer for the single transfers and the bulk ones.
 */
import { transfersEndpoints } from '@baraka/contracts/transfers/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../lib/call';

export const transferConfigQuery = queryOptions({
  queryKey: keyOf(transfersEndpoints.config),
  queryFn: ({ signal }) => call(transfersEndpoints.config, {}, { signal }),
});

export const useTransferConfig = () => useQuery(transferConfigQuery);
