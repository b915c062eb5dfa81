/** GET contacts: the bank's contact groups (result.listDto). */
import type { ContactDirectory } from '@baraka/contracts/contact';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const contactDirectoryQuery = queryOptions({
  queryKey: ['contact', 'directory'],
  queryFn: ({ signal }) => apiRequest<ContactDirectory>('contacts', { signal }),
  staleTime: 30 * 60_000,
});

export const useContactDirectory = () => useQuery(contactDirectoryQuery);
