/**
 * POST transfer/cancel: a transfer not executed yet, or a standing order's runs to come. One
 * `Idempotency-Key` per cancellation asked for, so a retried call never cancels twice.
 */
import { transfersEndpoints } from '@baraka/contracts/transfers/endpoints';
import type { CancelTransferRequest } from '@baraka/contracts/transfers/requests';
import type { TransferDetail } from '@baraka/contracts/transfers/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAccountAnswers } from '../api/accounts';
import { call } from './call';
import { createUuid } from './random';
import { invalidateTransferAnswers } from './transfer-answers';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The transfer, now cancelled; true for a standing order. */
export function cancelTransfer(
  request: CancelTransferRequest,
  idempotencyKey: string,
): Promise<TransferDetail | boolean> {
  return call(
    transfersEndpoints.cancel,
    { body: request },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
}

export function useCancelTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CancelTransferRequest) => cancelTransfer(request, createUuid()),
    onSettled: async () => {
      // A cancelled transfer waiting for the clearing gives its amount back: balances change too.
      await Promise.all([invalidateTransferAnswers(queryClient), invalidateAccountAnswers(queryClient)]);
    },
  });
}
