/** POST cards/blockCard: blocks a card at once (lost, stolen or a temporary freeze), no code asked. */
import { cardsEndpoints } from '@baraka/contracts/cards/endpoints';
import type { BlockCardRequest } from '@baraka/contracts/cards/requests';
import type { Card } from '@baraka/contracts/cards/schemas';
import { call } from '../../../lib/call';

export function blockCard(request: BlockCardRequest): Promise<Card> {
  return call(cardsEndpoints.block, { body: request });
}
