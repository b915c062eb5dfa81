/**
 * POST cards/topUp: tops up a prepaid card from an account. Answers OTP.300 first; then the same body
 * with `challenge-key` and one `Idempotency-Key`, so a retry never moves the money twice.
 */
import { cardsEndpoints } from '@baraka/contracts/cards/endpoints';
import type { CardTopUpRequest } from '@baraka/contracts/cards/requests';
import type { CardTopUpReceipt } from '@baraka/contracts/cards/schemas';
import { call } from '../../../lib/call';
import { type Confirmation, toConfirmationHeaders } from '../../../lib/confirmation-headers';

export function topUpCard(request: CardTopUpRequest, confirmation?: Confirmation): Promise<CardTopUpReceipt> {
  return call(cardsEndpoints.topUp, { body: request }, toConfirmationHeaders(confirmation));
}
