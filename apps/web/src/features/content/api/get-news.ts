/** GET api/content/all: every news item the bank currently publishes for the web. */
import type { NewsItem } from '@baraka/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const newsQuery = queryOptions({
  queryKey: ['content', 'news'],
  queryFn: ({ signal }) => apiRequest<NewsItem[]>('api/content/all', { signal }),
  staleTime: 5 * 60_000,
});

export function useNews() {
  return useQuery(newsQuery);
}
