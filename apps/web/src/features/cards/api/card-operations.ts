/** POST cards/operations: a card's operations with the history filters, page after page. */
import { cardsEndpoints } from '@baraka/contracts/cards/endpoints';
import type { CardOperationsRequest } from '@baraka/contracts/cards/requests';
import type { CardOperationPage } from '@baraka/contracts/cards/schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

/** The filters of the history page; the card and the page are added per call. */
export type CardOperationsFilter = Omit<CardOperationsRequest, 'page' | 'size'>;

const PAGE_SIZE = 30;

export function fetchCardOperations(
  filter: CardOperationsFilter,
  page: number,
  signal?: AbortSignal,
): Promise<CardOperationPage> {
  return call(cardsEndpoints.operations, { body: { ...filter, page, size: PAGE_SIZE } }, { signal });
}

export const cardOperationsQueryOptions = (filter: CardOperationsFilter) =>
  infiniteQueryOptions({
    queryKey: keyOf(cardsEndpoints.operations, { body: filter }),
    queryFn: ({ signal, pageParam }) => fetchCardOperations(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: CardOperationPage) => (last.hasMore ? last.page + 1 : undefined),
  });

export function useCardOperations(filter: CardOperationsFilter | null) {
  return useInfiniteQuery({
    ...cardOperationsQueryOptions(filter ?? { cardId: '', status: 'ALL' }),
    enabled: filter !== null,
  });
}
