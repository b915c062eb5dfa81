/** GET api/simulator/saving: the savings simulators with their factors and formulas. */
import type { SavingsProduct } from '@baraka/contracts/simulators';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_STALE_TIME } from './catalogue-cache';

export function getSavingsProducts(signal?: AbortSignal): Promise<SavingsProduct[]> {
  return apiRequest<SavingsProduct[]>('api/simulator/saving', { signal });
}

export const savingsProductsQuery = () =>
  queryOptions({
    queryKey: ['simulators', 'savings-products'],
    queryFn: ({ signal }) => getSavingsProducts(signal),
    staleTime: CATALOGUE_STALE_TIME,
  });

export function useSavingsProducts() {
  return useQuery(savingsProductsQuery());
}
