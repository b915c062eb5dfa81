/** The rates board, shared by the table and the converter. */
import { currenciesEndpoints } from '@baraka/contracts/currencies/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

// Rates change a few times a day: five minutes of freshness saves calls between the two pages.
export const currencyRatesQuery = queryOptions({
  queryKey: keyOf(currenciesEndpoints.rates),
  queryFn: ({ signal }) => call(currenciesEndpoints.rates, {}, { signal }),
  staleTime: 5 * 60_000,
});

export function useCurrencyRates() {
  return useQuery(currencyRatesQuery);
}
