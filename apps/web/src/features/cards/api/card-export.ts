/** POST secure/api/cards/export: a card's operations over a period as a PDF or CSV data URL. */
import { cardsEndpoints } from '@baraka/contracts/cards/endpoints';
import type { CardExportRequest } from '@baraka/contracts/cards/requests';
import type { CardExport } from '@baraka/contracts/cards/schemas';
import { call } from '../../../lib/call';

export function exportCardOperations(request: CardExportRequest): Promise<CardExport> {
  return call(cardsEndpoints.export, { body: request });
}
