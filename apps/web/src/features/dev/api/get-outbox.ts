/** GET dev/outbox: the messages the embedded outbox kept (development only; absent in production). */
import type { OutboxMessage } from '@baraka/contracts/dev';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function fetchOutbox(): Promise<OutboxMessage[]> {
  return apiRequest<OutboxMessage[]>('dev/outbox', { query: { limit: 50 } });
}

export const outboxQueryOptions = () =>
  queryOptions({ queryKey: ['dev', 'outbox'], queryFn: fetchOutbox, staleTime: 0, refetchInterval: 5000 });

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
