/** GET funding/funding-list: the customer's financings with their progress and next instalment. */
import { financingEndpoints } from '@baraka/contracts/financing/endpoints';
import type { FinancingSummary } from '@baraka/contracts/financing/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export async function fetchFinancings(signal?: AbortSignal): Promise<FinancingSummary[]> {
  return (await call(financingEndpoints.list, {}, { signal })).loans;
}

export const financingsQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(financingEndpoints.list),
    queryFn: ({ signal }) => fetchFinancings(signal),
  });

export function useFinancings() {
  return useQuery(financingsQueryOptions());
}
