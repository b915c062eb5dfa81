/** GET cards: the customer's cards with their period's figures and latest operations. */
import { cardsEndpoints } from '@baraka/contracts/cards/endpoints';
import type { Card } from '@baraka/contracts/cards/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchCards(signal?: AbortSignal): Promise<Card[]> {
  return call(cardsEndpoints.list, {}, { signal });
}

export const cardsQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(cardsEndpoints.list),
    queryFn: ({ signal }) => fetchCards(signal),
  });

export function useCards() {
  return useQuery(cardsQueryOptions());
}
