/** The bank's closing days from a date on, for "open now". */
import { contentEndpoints } from '@baraka/contracts/content/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const holidaysQuery = (from: string) =>
  queryOptions({
    queryKey: keyOf(contentEndpoints.holidays, { query: { from } }),
    queryFn: ({ signal }) => call(contentEndpoints.holidays, { query: { from } }, { signal }),
    staleTime: 10 * 60_000,
  });

export const useHolidays = (from: string) => useQuery(holidaysQuery(from));
