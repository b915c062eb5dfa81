/** GET cards/requestCardHistoric: the customer's card orders, newest first, with their steps. */
import { cardsEndpoints } from '@baraka/contracts/cards/endpoints';
import type { CardRequest } from '@baraka/contracts/cards/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchCardRequests(signal?: AbortSignal): Promise<CardRequest[]> {
  return call(cardsEndpoints.requestHistory, {}, { signal });
}

export const cardRequestsQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(cardsEndpoints.requestHistory),
    queryFn: ({ signal }) => fetchCardRequests(signal),
  });

export function useCardRequests(isEnabled = true) {
  return useQuery({ ...cardRequestsQueryOptions(), enabled: isEnabled });
}
