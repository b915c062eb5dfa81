/** GET api/content/first/: the few news items the bank puts on the home page. */
import type { NewsItem } from '@baraka/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const HOME_NEWS_COUNT = 3;

export const homeNewsQuery = queryOptions({
  queryKey: ['content', 'news', 'home', HOME_NEWS_COUNT],
  queryFn: ({ signal }) =>
    apiRequest<NewsItem[]>('api/content/first/', { signal, query: { size: HOME_NEWS_COUNT } }),
  staleTime: 5 * 60_000,
});

export function useHomeNews() {
  return useQuery(homeNewsQuery);
}
