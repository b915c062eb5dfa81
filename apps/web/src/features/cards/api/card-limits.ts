/** GET secure/api/cards/limits: the period limits one may choose, up to the card's product ceiling. */
import { cardsEndpoints } from '@baraka/contracts/cards/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchCardLimits(cardId: string | undefined, signal?: AbortSignal): Promise<string[]> {
  return call(cardsEndpoints.limits, { query: cardId ? { cardId } : {} }, { signal });
}

export const cardLimitsQueryOptions = (cardId?: string) =>
  queryOptions({
    queryKey: keyOf(cardsEndpoints.limits, { query: cardId ? { cardId } : {} }),
    queryFn: ({ signal }) => fetchCardLimits(cardId, signal),
    staleTime: 5 * 60_000,
  });

export function useCardLimits(cardId?: string, isEnabled = true) {
  return useQuery({ ...cardLimitsQueryOptions(cardId), enabled: isEnabled });
}
