/** GET api/form/bank/branch: every branch and regional direction with timetables and services. */
import type { Branch } from '@baraka/contracts/locator';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const branchesQuery = queryOptions({
  queryKey: ['locator', 'branches'],
  queryFn: ({ signal }) => apiRequest<Branch[]>('api/form/bank/branch', { signal }),
  staleTime: 10 * 60_000,
});

export const useBranches = () => useQuery(branchesQuery);
