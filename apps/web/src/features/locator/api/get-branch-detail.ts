/** One branch with the bank holidays from today on. */
import { locatorEndpoints } from '@baraka/contracts/locator/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const branchDetailQuery = (branchId: string) =>
  queryOptions({
    queryKey: keyOf(locatorEndpoints.branchDetail, { body: { branchId } }),
    queryFn: ({ signal }) => call(locatorEndpoints.branchDetail, { body: { branchId } }, { signal }),
    staleTime: 10 * 60_000,
  });

export const useBranchDetail = (branchId: string) => useQuery(branchDetailQuery(branchId));
