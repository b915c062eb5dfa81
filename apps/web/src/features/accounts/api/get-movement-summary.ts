/** POST secure/debit and secure/credit: what left and what came into an account over a period. */
import type { MovementSummary } from '@baraka/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type MovementPeriod = { accountId: string; startDate: string; endDate: string };

const PATHS = { D: 'secure/debit', C: 'secure/credit' } as const;

export function fetchMovementSummary(
  direction: 'C' | 'D',
  period: MovementPeriod,
  signal?: AbortSignal,
): Promise<MovementSummary> {
  return apiRequest<MovementSummary>(PATHS[direction], { method: 'POST', body: period, signal });
}

export const movementSummaryQueryOptions = (direction: 'C' | 'D', period: MovementPeriod) =>
  queryOptions({
    queryKey: ['accounts', 'movements', direction, period],
    queryFn: ({ signal }) => fetchMovementSummary(direction, period, signal),
  });

export function useMovementSummary(direction: 'C' | 'D', period: MovementPeriod) {
  return useQuery(movementSummaryQueryOptions(direction, period));
}
