/** GET loans/all: every financing simulator with its factors and formulas, computed in the page. */
import type { LoanProduct } from '@baraka/contracts/simulators';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_STALE_TIME } from './catalogue-cache';

export function getLoanProducts(signal?: AbortSignal): Promise<LoanProduct[]> {
  return apiRequest<LoanProduct[]>('loans/all', { signal });
}

export const loanProductsQuery = () =>
  queryOptions({
    queryKey: ['simulators', 'loan-products'],
    queryFn: ({ signal }) => getLoanProducts(signal),
    staleTime: CATALOGUE_STALE_TIME,
  });

export function useLoanProducts() {
  return useQuery(loanProductsQuery());
}
