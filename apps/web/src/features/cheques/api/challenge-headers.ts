/** The headers of a cheque call sent again once its code is verified (and once per order). */
import { CHALLENGE_KEY_HEADER } from '../../../lib/challenges';
import { IDEMPOTENCY_KEY_HEADER } from '../../../lib/transfer-cancel';

export type Confirmation = { challengeKey?: string | undefined; idempotencyKey?: string | undefined };

export function toConfirmationHeaders({ challengeKey, idempotencyKey }: Confirmation = {}) {
  return {
    headers: {
      ...(challengeKey ? { [CHALLENGE_KEY_HEADER]: challengeKey } : {}),
      ...(idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}),
    },
  };
}
