/**
 * POST checkbookRequest: orders a chequebook. Answers OTP.300 first; then the same body with
 * `challenge-key` and one `Idempotency-Key`, so a retry never places the order twice.
 */
import { chequesEndpoints } from '@baraka/contracts/cheques/endpoints';
import type { CreateChequebookRequestInput } from '@baraka/contracts/cheques/requests';
import type { ChequebookRequest } from '@baraka/contracts/cheques/schemas';
import { call } from '../../../lib/call';
import { type Confirmation, toConfirmationHeaders } from '../../../lib/confirmation-headers';

export function orderChequebook(
  request: CreateChequebookRequestInput,
  confirmation?: Confirmation,
): Promise<ChequebookRequest> {
  return call(chequesEndpoints.order, { body: request }, toConfirmationHeaders(confirmation));
}
