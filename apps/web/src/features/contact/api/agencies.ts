/** GET api/form/bank/branch, kept to the open agencies: the branches a request can go to. */
import type { Branch } from '@baraka/contracts/locator';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const contactAgenciesQuery = queryOptions({
  queryKey: ['contact', 'agencies'],
  queryFn: async ({ signal }) => {
    const branches = await apiRequest<Branch[]>('api/form/bank/branch', { signal });
    return branches.filter((branch) => branch.branchType === 'AGENCY' && branch.status === 'OPENED');
  },
  staleTime: 10 * 60_000,
});

export const useContactAgencies = () => useQuery(contactAgenciesQuery);
