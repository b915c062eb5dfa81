/** The headers of a call sent again once its code is verified (and once per money movement). */
import { CHALLENGE_KEY_HEADER } from './challenges';
import { IDEMPOTENCY_KEY_HEADER } from './transfer-cancel';

export type Confirmation = { challengeKey?: string | undefined; idempotencyKey?: string | undefined };

export function toConfirmationHeaders({ challengeKey, idempotencyKey }: Confirmation = {}) {
  return {
    headers: {
      ...(challengeKey ? { [CHALLENGE_KEY_HEADER]: challengeKey } : {}),
      ...(idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}),
    },
  };
}
