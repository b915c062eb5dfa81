/** POST cards/getCard: one card with its period, limits and latest operations. */
import { cardsEndpoints } from '@baraka/contracts/cards/endpoints';
import type { Card } from '@baraka/contracts/cards/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchCard(cardId: string, signal?: AbortSignal): Promise<Card> {
  return call(cardsEndpoints.detail, { body: { cardId } }, { signal });
}

export const cardQueryOptions = (cardId: string) =>
  queryOptions({
    queryKey: keyOf(cardsEndpoints.detail, { body: { cardId } }),
    queryFn: ({ signal }) => fetchCard(cardId, signal),
  });

export function useCard(cardId: string | null) {
  return useQuery({ ...cardQueryOptions(cardId ?? ''), enabled: Boolean(cardId) });
}
