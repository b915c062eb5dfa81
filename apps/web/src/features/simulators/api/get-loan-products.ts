/** Every financing simulator with its factors and formulas, computed in the page. */
import { simulatorsEndpoints } from '@baraka/contracts/simulators/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';
import { CATALOGUE_STALE_TIME } from './catalogue-cache';

export const loanProductsQuery = () =>
  queryOptions({
    queryKey: keyOf(simulatorsEndpoints.loanProducts),
    queryFn: ({ signal }) => call(simulatorsEndpoints.loanProducts, { query: {} }, { signal }),
    staleTime: CATALOGUE_STALE_TIME,
  });

export function useLoanProducts() {
  return useQuery(loanProductsQuery());
}
