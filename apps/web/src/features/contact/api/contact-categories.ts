/** GET category/contactCategory/: the subjects, each with its requirements, in the bank's order. */
import type { ContactCategory } from '@baraka/contracts/contact';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const contactCategoriesQuery = queryOptions({
  queryKey: ['contact', 'categories'],
  queryFn: ({ signal }) => apiRequest<ContactCategory[]>('category/contactCategory/', { signal }),
  staleTime: 30 * 60_000,
});

export const useContactCategories = () => useQuery(contactCategoriesQuery);
