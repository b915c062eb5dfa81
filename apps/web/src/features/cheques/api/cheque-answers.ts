/** After an order or a declaration: the orders, the cheques and the balances refresh. */
import { chequesEndpoints } from '@baraka/contracts/cheques/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateAccountAnswers } from '../../../api/accounts';
import { keyOf } from '../../../lib/call';

export async function invalidateChequeAnswers(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: keyOf(chequesEndpoints.requests) }),
    queryClient.invalidateQueries({ queryKey: keyOf(chequesEndpoints.list) }),
    invalidateAccountAnswers(queryClient),
  ]);
}
