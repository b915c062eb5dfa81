/** GET api/offer/all: the running offers, of which the home page shows the first few. */
import type { Offer } from '@baraka/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const homeOffersQuery = queryOptions({
  queryKey: ['content', 'offers', 'home'],
  queryFn: ({ signal }) => apiRequest<Offer[]>('api/offer/all', { signal }),
  staleTime: 5 * 60_000,
});

export function useHomeOffers() {
  return useQuery(homeOffersQuery);
}
