/** POST secure/api/cards/updateLimitsCard: a new limit and period; the code is bound to these values. */
import { cardsEndpoints } from '@baraka/contracts/cards/endpoints';
import type { UpdateCardLimitRequest } from '@baraka/contracts/cards/requests';
import type { Card } from '@baraka/contracts/cards/schemas';
import { call } from '../../../lib/call';
import { type Confirmation, toConfirmationHeaders } from '../../../lib/confirmation-headers';

export function updateCardLimit(request: UpdateCardLimitRequest, confirmation?: Confirmation): Promise<Card> {
  return call(cardsEndpoints.updateLimit, { body: request }, toConfirmationHeaders(confirmation));
}
