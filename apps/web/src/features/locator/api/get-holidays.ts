/** GET api/bank/holidays/: the bank's closing days from a date on, for "open now". */
import type { BankHolidayDto } from '@baraka/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const holidaysQuery = (from: string) =>
  queryOptions({
    queryKey: ['bank', 'holidays', from],
    queryFn: ({ signal }) => apiRequest<BankHolidayDto[]>('api/bank/holidays/', { signal, query: { from } }),
    staleTime: 10 * 60_000,
  });

export const useHolidays = (from: string) => useQuery(holidaysQuery(from));
