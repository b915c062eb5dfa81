/** POST api/bank/atm with a code: one ATM and whether it has cash (cashDispo). */
import type { AtmDetail } from '@baraka/contracts/locator';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// Cash availability changes through the day: a short freshness.
export const atmDetailQuery = (code: string) =>
  queryOptions({
    queryKey: ['locator', 'atm', code],
    queryFn: ({ signal }) =>
      apiRequest<AtmDetail>('api/bank/atm', { method: 'POST', body: { code }, signal }),
    staleTime: 60_000,
  });

export const useAtmDetail = (code: string) => useQuery(atmDetailQuery(code));
