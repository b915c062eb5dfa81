/**
 * The bank's branches and regional directions (the locator's list), fetched and kept once for every
 * page that needs them; the agencies a request or an application can go to are read out of it.
 */
import { locatorEndpoints } from '@baraka/contracts/locator/endpoints';
import type { Branch } from '@baraka/contracts/locator/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../lib/call';

export const branchesQuery = queryOptions({
  queryKey: keyOf(locatorEndpoints.branches),
  queryFn: ({ signal }) => call(locatorEndpoints.branches, {}, { signal }),
  staleTime: 10 * 60_000,
});

export const useBranches = () => useQuery(branchesQuery);

const isOpenAgency = (branch: Branch) => branch.branchType === 'AGENCY' && branch.status === 'OPENED';

/** The open agencies among the branches: where a visitor, a request or an application can go. */
export const agenciesQuery = queryOptions({
  ...branchesQuery,
  select: (branches) => branches.filter(isOpenAgency),
});

export const useAgencies = () => useQuery(agenciesQuery);
