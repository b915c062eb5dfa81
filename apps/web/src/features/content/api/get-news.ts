/** Every news item the bank currently publishes for the web. */
import { contentEndpoints } from '@baraka/contracts/content/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const newsQuery = queryOptions({
  queryKey: keyOf(contentEndpoints.news),
  queryFn: ({ signal }) => call(contentEndpoints.news, {}, { signal }),
  staleTime: 5 * 60_000,
});

export function useNews() {
  return useQuery(newsQuery);
}
