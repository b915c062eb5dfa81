/** GET api/currencies/all: the rates board, shared by the table and the converter. */
import type { CurrencyRate } from '@baraka/contracts/currencies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getCurrencyRates(signal?: AbortSignal): Promise<CurrencyRate[]> {
  return apiRequest<CurrencyRate[]>('api/currencies/all', { signal });
}

// Rates change a few times a day: five minutes of freshness saves calls between the two pages.
export const currencyRatesQuery = queryOptions({
  queryKey: ['currencies', 'all'],
  queryFn: ({ signal }) => getCurrencyRates(signal),
  staleTime: 5 * 60_000,
});

export function useCurrencyRates() {
  return useQuery(currencyRatesQuery);
}
