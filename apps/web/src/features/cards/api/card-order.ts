/** POST secure/card: orders a card; answers OTP.300 first, then the order (TASK) with the code. */
import { cardsEndpoints } from '@baraka/contracts/cards/endpoints';
import type { CreateCardRequestInput } from '@baraka/contracts/cards/requests';
import type { CardRequest } from '@baraka/contracts/cards/schemas';
import { call } from '../../../lib/call';
import { type Confirmation, toConfirmationHeaders } from '../../../lib/confirmation-headers';

export function orderCard(
  request: CreateCardRequestInput,
  confirmation?: Confirmation,
): Promise<CardRequest> {
  return call(cardsEndpoints.order, { body: request }, toConfirmationHeaders(confirmation));
}
