/** The running offers, of which the home page shows the first few (the offers page's answer). */
import { contentEndpoints } from '@baraka/contracts/content/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const homeOffersQuery = queryOptions({
  queryKey: keyOf(contentEndpoints.offers),
  queryFn: ({ signal }) => call(contentEndpoints.offers, {}, { signal }),
  staleTime: 5 * 60_000,
});

export function useHomeOffers() {
  return useQuery(homeOffersQuery);
}
