/**
 * GET funding/funding-list and GET secure/api/processes for the simulators of a signed-in customer:
 * the same calls and cache entries as the financing and request pages, read here to prefill.
 */
import { financingEndpoints } from '@baraka/contracts/financing/endpoints';
import type { FinancingSummary } from '@baraka/contracts/financing/schemas';
import { processesEndpoints } from '@baraka/contracts/processes/endpoints';
import type { ProcessView } from '@baraka/contracts/processes/schemas';
import { useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';
import { type CustomerPrefill, toCustomerPrefill } from '../utils/customer-prefill';

/**
 * `canRead`: signed in and allowed to see financings. `prefill` is null while the data is read; empty
 * when there is none or it cannot be read (the simulator then starts from its defaults).
 */
export function useCustomerPrefill(canRead: boolean): { prefill: CustomerPrefill | null } {
  const financings = useQuery({
    queryKey: keyOf(financingEndpoints.list),
    queryFn: async ({ signal }): Promise<FinancingSummary[]> =>
      (await call(financingEndpoints.list, {}, { signal })).loans,
    enabled: canRead,
    retry: false,
  });
  const requests = useQuery({
    queryKey: keyOf(processesEndpoints.list),
    queryFn: ({ signal }): Promise<ProcessView[]> => call(processesEndpoints.list, {}, { signal }),
    enabled: canRead,
    retry: false,
  });
  if (!canRead) {
    return { prefill: {} };
  }
  if (financings.isPending || requests.isPending) {
    return { prefill: null };
  }
  return { prefill: toCustomerPrefill(financings.data ?? [], requests.data ?? []) };
}
