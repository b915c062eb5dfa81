/** The contact form's subjects, each with its requirements, in the bank's order. */
import { contactEndpoints } from '@baraka/contracts/contact/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const contactCategoriesQuery = queryOptions({
  queryKey: keyOf(contactEndpoints.categories),
  queryFn: ({ signal }) => call(contactEndpoints.categories, {}, { signal }),
  staleTime: 30 * 60_000,
});

export const useContactCategories = () => useQuery(contactCategoriesQuery);
