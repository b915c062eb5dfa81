/** The bank's contact groups (result.listDto). */
import { contactEndpoints } from '@baraka/contracts/contact/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const contactDirectoryQuery = queryOptions({
  queryKey: keyOf(contactEndpoints.directory),
  queryFn: ({ signal }) => call(contactEndpoints.directory, {}, { signal }),
  staleTime: 30 * 60_000,
});

export const useContactDirectory = () => useQuery(contactDirectoryQuery);
