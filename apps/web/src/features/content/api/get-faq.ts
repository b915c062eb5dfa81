/** The FAQ introduction and its questions. */
import { contentEndpoints } from '@baraka/contracts/content/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const faqQuery = queryOptions({
  queryKey: keyOf(contentEndpoints.faq),
  queryFn: ({ signal }) => call(contentEndpoints.faq, {}, { signal }),
  staleTime: 10 * 60_000,
});

export function useFaq() {
  return useQuery(faqQuery);
}
