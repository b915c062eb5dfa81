/** GET api/faq/list: the FAQ introduction and its questions. */
import type { FaqList } from '@baraka/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const faqQuery = queryOptions({
  queryKey: ['content', 'faq'],
  queryFn: ({ signal }) => apiRequest<FaqList>('api/faq/list', { signal }),
  staleTime: 10 * 60_000,
});

export function useFaq() {
  return useQuery(faqQuery);
}
