/** GET api/product/products: the catalogue grouped by category and sub-category, in the bank's order. */
import type { CatalogueCategory } from '@baraka/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const catalogueQuery = queryOptions({
  queryKey: ['catalogue', 'grouped'],
  queryFn: ({ signal }) => apiRequest<CatalogueCategory[]>('api/product/products', { signal }),
  staleTime: 10 * 60_000,
});

export function useCatalogue() {
  return useQuery(catalogueQuery);
}
