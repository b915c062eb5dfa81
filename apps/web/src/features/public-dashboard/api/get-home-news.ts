/** The few news items the bank puts on the home page. */
import { contentEndpoints } from '@baraka/contracts/content/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const HOME_NEWS_COUNT = 3;

const input = { query: { size: HOME_NEWS_COUNT } };

export const homeNewsQuery = queryOptions({
  queryKey: keyOf(contentEndpoints.firstNews, input),
  queryFn: ({ signal }) => call(contentEndpoints.firstNews, input, { signal }),
  staleTime: 5 * 60_000,
});

export function useHomeNews() {
  return useQuery(homeNewsQuery);
}
