/** Every branch and regional direction with timetables and services. */
import { locatorEndpoints } from '@baraka/contracts/locator/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const branchesQuery = queryOptions({
  queryKey: keyOf(locatorEndpoints.branches),
  queryFn: ({ signal }) => call(locatorEndpoints.branches, {}, { signal }),
  staleTime: 10 * 60_000,
});

export const useBranches = () => useQuery(branchesQuery);
