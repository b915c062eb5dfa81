/** The offers running now: the offers pages show them all, the home page the first few. */
import { contentEndpoints } from '@baraka/contracts/content/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../lib/call';

export const offersQuery = queryOptions({
  queryKey: keyOf(contentEndpoints.offers),
  queryFn: ({ signal }) => call(contentEndpoints.offers, {}, { signal }),
  staleTime: 5 * 60_000,
});

export const useOffers = () => useQuery(offersQuery);
