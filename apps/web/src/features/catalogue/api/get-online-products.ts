/** GET api/product/online/: every product online for the visitor, with its sub-category and category. */
import type { Product } from '@baraka/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const onlineProductsQuery = queryOptions({
  queryKey: ['catalogue', 'online'],
  queryFn: ({ signal }) => apiRequest<Product[]>('api/product/online/', { signal }),
  staleTime: 10 * 60_000,
});

export function useOnlineProducts() {
  return useQuery(onlineProductsQuery);
}
