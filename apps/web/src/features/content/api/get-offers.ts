/** GET api/offer/all: the offers running now. */
import type { Offer } from '@baraka/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const offersQuery = queryOptions({
  queryKey: ['content', 'offers'],
  queryFn: ({ signal }) => apiRequest<Offer[]>('api/offer/all', { signal }),
  staleTime: 5 * 60_000,
});

export function useOffers() {
  return useQuery(offersQuery);
}
