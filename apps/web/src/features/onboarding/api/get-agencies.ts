/** GET api/form/bank/branch, kept to the open agencies: where an applicant's account is opened. */
import type { Branch } from '@baraka/contracts/locator';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const agenciesQuery = queryOptions({
  queryKey: ['onboarding', 'agencies'],
  queryFn: async ({ signal }) => {
    const branches = await apiRequest<Branch[]>('api/form/bank/branch', { signal });
    return branches.filter((branch) => branch.branchType === 'AGENCY' && branch.status === 'OPENED');
  },
  staleTime: 10 * 60_000,
});

export const useAgencies = () => useQuery(agenciesQuery);
