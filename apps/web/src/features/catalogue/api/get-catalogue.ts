/** The catalogue grouped by category and sub-category, in the bank's order. */
import { catalogueEndpoints } from '@baraka/contracts/catalogue/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const catalogueQuery = queryOptions({
  queryKey: keyOf(catalogueEndpoints.products),
  queryFn: ({ signal }) => call(catalogueEndpoints.products, {}, { signal }),
  staleTime: 10 * 60_000,
});

export function useCatalogue() {
  return useQuery(catalogueQuery);
}
