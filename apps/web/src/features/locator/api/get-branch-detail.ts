/** POST bank/branch/detail: one branch with the bank holidays from today on. */
import type { BranchDetail } from '@baraka/contracts/locator';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const branchDetailQuery = (branchId: string) =>
  queryOptions({
    queryKey: ['locator', 'branch', branchId],
    queryFn: ({ signal }) =>
      apiRequest<BranchDetail>('bank/branch/detail', { method: 'POST', body: { branchId }, signal }),
    staleTime: 10 * 60_000,
  });

export const useBranchDetail = (branchId: string) => useQuery(branchDetailQuery(branchId));
