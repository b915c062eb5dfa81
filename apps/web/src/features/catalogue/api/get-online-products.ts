/** Every product online for the visitor, with its sub-category and category. */
import { catalogueEndpoints } from '@baraka/contracts/catalogue/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const onlineProductsQuery = queryOptions({
  queryKey: keyOf(catalogueEndpoints.online),
  queryFn: ({ signal }) => call(catalogueEndpoints.online, {}, { signal }),
  staleTime: 10 * 60_000,
});

export function useOnlineProducts() {
  return useQuery(onlineProductsQuery);
}
