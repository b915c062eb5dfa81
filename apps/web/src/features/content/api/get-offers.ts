/** The offers running now. */
import { contentEndpoints } from '@baraka/contracts/content/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const offersQuery = queryOptions({
  queryKey: keyOf(contentEndpoints.offers),
  queryFn: ({ signal }) => call(contentEndpoints.offers, {}, { signal }),
  staleTime: 5 * 60_000,
});

export function useOffers() {
  return useQuery(offersQuery);
}
