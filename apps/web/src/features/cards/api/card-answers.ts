/** After a change to a card (block, limit, order, top-up): every card answer and the balances refresh. */
import { cardsEndpoints } from '@baraka/contracts/cards/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateAccountAnswers } from '../../../api/accounts';
import { keyOf } from '../../../lib/call';

export async function invalidateCardAnswers(queryClient: QueryClient): Promise<void> {
  const endpoints = [
    cardsEndpoints.list,
    cardsEndpoints.detail,
    cardsEndpoints.operations,
    cardsEndpoints.requestHistory,
    cardsEndpoints.request,
  ];
  await Promise.all([
    ...endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: keyOf(endpoint) })),
    invalidateAccountAnswers(queryClient),
  ]);
}
