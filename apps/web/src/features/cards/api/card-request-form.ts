/** GET secure/card: what the order form offers this customer (accounts, products, limits, periods). */
import { cardsEndpoints } from '@baraka/contracts/cards/endpoints';
import type { CardRequestForm } from '@baraka/contracts/cards/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchCardRequestForm(signal?: AbortSignal): Promise<CardRequestForm> {
  return call(cardsEndpoints.requestForm, {}, { signal });
}

export const cardRequestFormQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(cardsEndpoints.requestForm),
    queryFn: ({ signal }) => fetchCardRequestForm(signal),
  });

export function useCardRequestForm() {
  return useQuery(cardRequestFormQueryOptions());
}
