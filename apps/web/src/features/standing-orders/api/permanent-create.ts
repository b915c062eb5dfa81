/**
 * POST transfer/permanentTransfer: sent first without `challenge-key` (202 OTP.300 with the runs to
 * come as `quote`), then, once the code is validated, the same body with `challenge-key` and one
 * `Idempotency-Key` per confirmation. An order between the customer's own accounts needs no code.
 */

import { standingOrdersEndpoints } from '@baraka/contracts/standing-orders/endpoints';
import type { PermanentTransferInfo } from '@baraka/contracts/standing-orders/schemas';
import type { PermanentTransferRequest } from '@baraka/contracts/transfers/requests';
import { call } from '../../../lib/call';
import { CHALLENGE_KEY_HEADER } from '../../../lib/challenges';
import { IDEMPOTENCY_KEY_HEADER } from '../../../lib/transfer-cancel';

export type PermanentConfirmation = { challengeKey?: string; idempotencyKey?: string };

export function createStandingOrder(
  request: PermanentTransferRequest,
  { challengeKey, idempotencyKey }: PermanentConfirmation = {},
): Promise<PermanentTransferInfo> {
  return call(
    standingOrdersEndpoints.create,
    { body: request },
    {
      headers: {
        ...(challengeKey ? { [CHALLENGE_KEY_HEADER]: challengeKey } : {}),
        ...(idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}),
      },
    },
  );
}
