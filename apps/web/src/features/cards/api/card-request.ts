/** GET secure/api/cards/request: one card order with every step and its time. */
import { cardsEndpoints } from '@baraka/contracts/cards/endpoints';
import type { CardRequest } from '@baraka/contracts/cards/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchCardRequest(referenceNumber: string, signal?: AbortSignal): Promise<CardRequest> {
  return call(cardsEndpoints.request, { query: { referenceNumber } }, { signal });
}

export const cardRequestQueryOptions = (referenceNumber: string) =>
  queryOptions({
    queryKey: keyOf(cardsEndpoints.request, { query: { referenceNumber } }),
    queryFn: ({ signal }) => fetchCardRequest(referenceNumber, signal),
  });

export function useCardRequest(referenceNumber: string | null) {
  return useQuery({ ...cardRequestQueryOptions(referenceNumber ?? ''), enabled: Boolean(referenceNumber) });
}
