/** POST loans/details: one financing with its contract, refund account and schedule lines. */
import { financingEndpoints } from '@baraka/contracts/financing/endpoints';
import type { FinancingDetails } from '@baraka/contracts/financing/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchFinancingDetails(loanId: string, signal?: AbortSignal): Promise<FinancingDetails> {
  return call(financingEndpoints.details, { body: { loanId } }, { signal });
}

export const financingDetailsQueryOptions = (loanId: string) =>
  queryOptions({
    queryKey: keyOf(financingEndpoints.details, { body: { loanId } }),
    queryFn: ({ signal }) => fetchFinancingDetails(loanId, signal),
  });

export function useFinancingDetails(loanId: string | null) {
  return useQuery({ ...financingDetailsQueryOptions(loanId ?? ''), enabled: Boolean(loanId) });
}
