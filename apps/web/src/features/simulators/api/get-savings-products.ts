/** The savings simulators with their factors and formulas. */
import { simulatorsEndpoints } from '@baraka/contracts/simulators/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';
import { CATALOGUE_STALE_TIME } from './catalogue-cache';

export const savingsProductsQuery = () =>
  queryOptions({
    queryKey: keyOf(simulatorsEndpoints.savingsProducts),
    queryFn: ({ signal }) => call(simulatorsEndpoints.savingsProducts, {}, { signal }),
    staleTime: CATALOGUE_STALE_TIME,
  });

export function useSavingsProducts() {
  return useQuery(savingsProductsQuery());
}
