/** The messages the embedded outbox kept (development only; absent in production). */
import { devEndpoints } from '@baraka/contracts/dev/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

const OUTBOX_INPUT = { query: { limit: 50 } };

export function fetchOutbox() {
  return call(devEndpoints.outbox, OUTBOX_INPUT);
}

export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(devEndpoints.outbox, OUTBOX_INPUT),
    queryFn: fetchOutbox,
    staleTime: 0,
    refetchInterval: 5000,
  });

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
