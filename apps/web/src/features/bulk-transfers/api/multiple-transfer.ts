/**
 * POST transfer/multipleTransfer. Sent first without a code: answers 202 OTP.300 whose challenge
 * carries the batch's review (`quote`). Once the code is validated, the same body goes again with
 * `challenge-key` and one `Idempotency-Key` per confirmation (kept for retries): the batch, rows PENDING.
 */
import { bulkTransfersEndpoints } from '@baraka/contracts/bulk-transfers/endpoints';
import {
  type BulkBatchDetail,
  type BulkTransferChallenge,
  bulkTransferQuoteSchema,
  type MultipleTransferRequest,
} from '@baraka/contracts/bulk-transfers/schemas';
import { call } from '../../../lib/call';
import { CHALLENGE_KEY_HEADER, readChallenge } from '../../../lib/challenges';

export type Confirmation = { challengeKey: string; idempotencyKey: string };

export function sendMultipleTransfer(
  body: MultipleTransferRequest,
  confirmation?: Confirmation,
): Promise<BulkBatchDetail> {
  return call(
    bulkTransfersEndpoints.send,
    { body },
    confirmation
      ? {
          headers: {
            [CHALLENGE_KEY_HEADER]: confirmation.challengeKey,
            'Idempotency-Key': confirmation.idempotencyKey,
          },
        }
      : {},
  );
}

/** The challenge of an OTP.300 answer with the batch's review, or null for any other error. */
export function readBatchChallenge(error: unknown): BulkTransferChallenge | null {
  const challenge = readChallenge(error);
  if (!challenge || !('quote' in challenge)) {
    return null;
  }
  const quote = bulkTransferQuoteSchema.safeParse(challenge.quote);
  return quote.success ? { ...challenge, quote: quote.data } : null;
}
