/**
 * The order calls (transfer/personal, withinBankTransfer, addwithinbank, localTransfer,
 * internationalTransfer). Sent without a code they answer OTP.300 with the challenge and the
 * quote (own-account transfers book at once); sent again, same body, with `challenge-key` and the
 * confirmation's `Idempotency-Key`, they book once and answer the transfer.
 */
import type { TransferDetail } from '@baraka/contracts/transfers';
import { apiRequest } from '../../../lib/api-client';
import { CHALLENGE_KEY_HEADER } from '../../../lib/challenges';
import type { TransferRequest } from '../utils/transfer-draft';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export function sendTransfer(
  request: Pick<TransferRequest, 'call' | 'body'>,
  idempotencyKey: string,
  challengeKey: string | null,
): Promise<TransferDetail> {
  return apiRequest<TransferDetail>(request.call, {
    method: 'POST',
    body: request.body,
    headers: {
      [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
      ...(challengeKey ? { [CHALLENGE_KEY_HEADER]: challengeKey } : {}),
    },
  });
}
