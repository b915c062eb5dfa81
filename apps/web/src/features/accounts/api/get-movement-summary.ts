/** POST secure/debit and secure/credit: what left and what came into an account over a period. */
import { accountsEndpoints } from '@baraka/contracts/accounts/endpoints';
import type { MovementSummary } from '@baraka/contracts/accounts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export type MovementPeriod = { accountId: string; startDate: string; endDate: string };

const ENDPOINTS = { D: accountsEndpoints.debits, C: accountsEndpoints.credits } as const;

export function fetchMovementSummary(
  direction: 'C' | 'D',
  period: MovementPeriod,
  signal?: AbortSignal,
): Promise<MovementSummary> {
  return call(ENDPOINTS[direction], { body: period }, { signal });
}

export const movementSummaryQueryOptions = (direction: 'C' | 'D', period: MovementPeriod) =>
  queryOptions({
    queryKey: keyOf(ENDPOINTS[direction], { body: period }),
    queryFn: ({ signal }) => fetchMovementSummary(direction, period, signal),
  });

export function useMovementSummary(direction: 'C' | 'D', period: MovementPeriod) {
  return useQuery(movementSummaryQueryOptions(direction, period));
}
