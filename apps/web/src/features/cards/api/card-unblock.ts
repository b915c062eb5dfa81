/** POST cards/unBlockCard: lifts a temporary freeze; answers OTP.300 first, then works with the code. */
import { cardsEndpoints } from '@baraka/contracts/cards/endpoints';
import type { Card } from '@baraka/contracts/cards/schemas';
import { call } from '../../../lib/call';
import { type Confirmation, toConfirmationHeaders } from '../../../lib/confirmation-headers';

export function unblockCard(cardId: string, confirmation?: Confirmation): Promise<Card> {
  return call(cardsEndpoints.unblock, { body: { cardId } }, toConfirmationHeaders(confirmation));
}
