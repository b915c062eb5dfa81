/** A card as the customer sees it: its period's figures computed from its operations at `now`. */
import type { Card } from '@baraka/contracts';
import { getCardPeriod, toCalendarDate } from '@baraka/domain';
import type { AppDb } from '../../db/client.ts';
import { toCard } from './card-mapper.ts';
import { type CardWithParts, listLatestOperations, sumCardFigures } from './cards.queries.ts';

/** The list and the card's page show its five latest operations. */
const LATEST_OPERATIONS = 5;

export async function describeCards(db: AppDb, rows: readonly CardWithParts[], now: Date): Promise<Card[]> {
  const today = toCalendarDate(now);
  const latest = await listLatestOperations(
    db,
    rows.map((row) => row.card.id),
    LATEST_OPERATIONS,
  );
  const described: Card[] = [];
  for (const row of rows) {
    const period = getCardPeriod(row.card.periodicity, today);
    const figures = await sumCardFigures(db, row.card.id, period);
    described.push(toCard(row, period, figures, latest.get(row.card.id) ?? []));
  }
  return described;
}

export async function describeCard(db: AppDb, row: CardWithParts, now: Date): Promise<Card> {
  const [card] = await describeCards(db, [row], now);
  if (!card) {
    throw new Error('The card could not be described');
  }
  return card;
}
