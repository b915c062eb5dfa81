/**
 * POST transfer/cancel: a transfer not executed yet, or a standing order's runs to come. One
 * `Idempotency-Key` per cancellation asked for, so a retried call never cancels twice.
 */
import type { CancelTransferRequest } from '@baraka/contracts/transfer-requests';
import type { TransferDetail } from '@baraka/contracts/transfers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAccountAnswers } from '../../../lib/accounts-query';
import { apiRequest } from '../../../lib/api-client';
import { createUuid } from '../../../lib/random';
import { TRANSFERS_QUERY_KEY } from './history-transfer-list';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export function cancelTransfer(request: CancelTransferRequest, idempotencyKey: string): Promise<unknown> {
  return apiRequest<TransferDetail | boolean>('transfer/cancel', {
    method: 'POST',
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function useCancelTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CancelTransferRequest) => cancelTransfer(request, createUuid()),
    onSettled: async () => {
      // A cancelled transfer waiting for the clearing gives its amount back: balances change too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: TRANSFERS_QUERY_KEY }),
        invalidateAccountAnswers(queryClient),
      ]);
    },
  });
}
