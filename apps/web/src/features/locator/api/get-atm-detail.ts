/** Every ATM's call with a code: one ATM and whether it has cash (cashDispo). */
import { locatorEndpoints } from '@baraka/contracts/locator/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

// Cash availability changes through the day: a short freshness.
export const atmDetailQuery = (code: string) =>
  queryOptions({
    queryKey: keyOf(locatorEndpoints.atms, { body: { code } }),
    queryFn: async ({ signal }) => {
      const answer = await call(locatorEndpoints.atms, { body: { code } }, { signal });
      if (Array.isArray(answer)) {
        throw new Error('The ATM call answered a list to a code');
      }
      return answer;
    },
    staleTime: 60_000,
  });

export const useAtmDetail = (code: string) => useQuery(atmDetailQuery(code));
