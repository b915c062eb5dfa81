/** POST api/bank/atm without a code: every ATM. */
import type { Atm } from '@baraka/contracts/locator';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const atmsQuery = queryOptions({
  queryKey: ['locator', 'atms'],
  queryFn: ({ signal }) => apiRequest<Atm[]>('api/bank/atm', { method: 'POST', body: {}, signal }),
  staleTime: 10 * 60_000,
});

export const useAtms = () => useQuery(atmsQuery);
