/** POST cards/getCardProducts: the products offered on one account (its currency, the customer's segment). */
import { cardsEndpoints } from '@baraka/contracts/cards/endpoints';
import type { CardProduct } from '@baraka/contracts/cards/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchCardProducts(
  accountId: string | undefined,
  signal?: AbortSignal,
): Promise<CardProduct[]> {
  return call(cardsEndpoints.products, { body: accountId ? { accountId } : {} }, { signal });
}

export const cardProductsQueryOptions = (accountId?: string) =>
  queryOptions({
    queryKey: keyOf(cardsEndpoints.products, { body: accountId ? { accountId } : {} }),
    queryFn: ({ signal }) => fetchCardProducts(accountId, signal),
    placeholderData: keepPreviousData,
  });

export function useCardProducts(accountId: string | null) {
  return useQuery({ ...cardProductsQueryOptions(accountId ?? undefined), enabled: Boolean(accountId) });
}
