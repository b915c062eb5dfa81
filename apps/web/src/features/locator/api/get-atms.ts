/** The ATM call without a code: every ATM. */
import { locatorEndpoints } from '@baraka/contracts/locator/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const atmsQuery = queryOptions({
  queryKey: keyOf(locatorEndpoints.atms, { body: {} }),
  queryFn: async ({ signal }) => {
    const answer = await call(locatorEndpoints.atms, { body: {} }, { signal });
    if (!Array.isArray(answer)) {
      throw new Error('The ATM call answered one ATM to a request for all');
    }
    return answer;
  },
  staleTime: 10 * 60_000,
});

export const useAtms = () => useQuery(atmsQuery);
