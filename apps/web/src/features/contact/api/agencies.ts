/** The open agencies among the branches: the branches a request can go to. */
import { locatorEndpoints } from '@baraka/contracts/locator/endpoints';
import type { Branch } from '@baraka/contracts/locator/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

const isOpenAgency = (branch: Branch) => branch.branchType === 'AGENCY' && branch.status === 'OPENED';

export const contactAgenciesQuery = queryOptions({
  // The whole list is kept once for every page that needs it; each reads the agencies out of it.
  queryKey: keyOf(locatorEndpoints.branches),
  queryFn: ({ signal }) => call(locatorEndpoints.branches, {}, { signal }),
  select: (branches) => branches.filter(isOpenAgency),
  staleTime: 10 * 60_000,
});

export const useContactAgencies = () => useQuery(contactAgenciesQuery);
