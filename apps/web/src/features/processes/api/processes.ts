/** GET secure/api/processes and POST secure/api/processes/detail: the customer's requests and one of them. */
import { processesEndpoints } from '@baraka/contracts/processes/endpoints';
import type { ProcessView } from '@baraka/contracts/processes/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

/** How often a request waiting on the bank is read again. */
const BANK_POLL_MS = 3_000;

export const processesQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(processesEndpoints.list),
    queryFn: ({ signal }): Promise<ProcessView[]> => call(processesEndpoints.list, {}, { signal }),
  });

/** The customer's financing requests (the engine also carries transfers waiting for the bank). */
export function useFinancingRequests() {
  return useQuery({
    ...processesQueryOptions(),
    select: (all) => all.filter((process) => process.processName === 'FINANCING_REQUEST'),
  });
}

export function useProcess(processId: string | null) {
  return useQuery({
    queryKey: keyOf(processesEndpoints.detail, { body: { processId: processId ?? '' } }),
    queryFn: ({ signal }): Promise<ProcessView> =>
      call(processesEndpoints.detail, { body: { processId: processId ?? '' } }, { signal }),
    enabled: Boolean(processId),
    // While the bank has the next step, the page looks again now and then: the offer or the payout shows by itself.
    refetchInterval: (query) =>
      query.state.data?.waitingTasks.some((task) => task.actor === 'BANK') ? BANK_POLL_MS : false,
  });
}
