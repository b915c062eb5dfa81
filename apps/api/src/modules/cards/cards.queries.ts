/** Reads of cards, their products and accounts, and the sums their period figures come from. */
import type { CardPeriod } from '@baraka/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { cardOperations, cardProducts, cards, ledgerAccounts } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { visibleAccountsCondition } from '../accounts/index.ts';

export type CardRow = typeof cards.$inferSelect;
export type CardProductRow = typeof cardProducts.$inferSelect;
export type CardAccountRow = typeof ledgerAccounts.$inferSelect;
export type CardOperationRow = typeof cardOperations.$inferSelect;
export type CardWithParts = { card: CardRow; product: CardProductRow; account: CardAccountRow };

const withParts = (db: AppDb) =>
  db
    .select({ card: cards, product: cardProducts, account: ledgerAccounts })
    .from(cards)
    .innerJoin(cardProducts, eq(cardProducts.productCode, cards.productCode))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, cards.accountId));

/** The user's cards: those on an account they may see (a company's delegate sees the granted ones). */
export const listVisibleCards = (db: AppDb, auth: AuthContext): Promise<CardWithParts[]> =>
  withParts(db)
    .where(and(eq(cards.customerId, auth.record.customer.id), visibleAccountsCondition(db, auth)))
    .orderBy(asc(cards.createdAt), asc(cards.id));

/** One of the user's cards, or 404: another customer's card is indistinguishable from a missing one. */
export async function getVisibleCard(db: AppDb, auth: AuthContext, cardId: string): Promise<CardWithParts> {
  const [row] = await withParts(db).where(
    and(
      eq(cards.id, cardId),
      eq(cards.customerId, auth.record.customer.id),
      visibleAccountsCondition(db, auth),
    ),
  );
  if (!row) {
    throw new AppError('NOT_FOUND', { message: 'No such card' });
  }
  return row;
}

/**
 * The card row locked for the rest of the transaction: two authorisations on one card take turns,
 * so the second sees the first in the period's sum.
 */
export async function lockCard(db: AppDb, cardId: string): Promise<CardWithParts | undefined> {
  const [card] = await db.select().from(cards).where(eq(cards.id, cardId)).for('update');
  if (!card) {
    return undefined;
  }
  const [parts] = await withParts(db).where(eq(cards.id, cardId));
  return parts ? { ...parts, card } : undefined;
}

const spentIn = (period: CardPeriod) =>
  sql<string>`coalesce(sum(${cardOperations.amountMinor}) filter (where ${cardOperations.status} = 'VALIDE'
    and ${cardOperations.operationType} <> 'TOP_UP'
    and ${cardOperations.operationDate} between ${period.start} and ${period.end}), 0)::text`;
const heldNow = sql<string>`coalesce(sum(${cardOperations.amountMinor}) filter (where ${cardOperations.status} = 'VALIDE'
    and ${cardOperations.settledReference} is null and ${cardOperations.holdId} is not null), 0)::text`;

export type CardFigures = { spentMinor: bigint; heldMinor: bigint };

/** What the card spent in the period (authorised, not cancelled) and what it holds unsettled now. */
export async function sumCardFigures(db: AppDb, cardId: string, period: CardPeriod): Promise<CardFigures> {
  const [row] = await db
    .select({ spent: spentIn(period), held: heldNow })
    .from(cardOperations)
    .where(eq(cardOperations.cardId, cardId));
  return { spentMinor: BigInt(row?.spent ?? '0'), heldMinor: BigInt(row?.held ?? '0') };
}

/** The newest operations of each card, `perCard` at most. */
export async function listLatestOperations(
  db: AppDb,
  cardIds: readonly string[],
  perCard: number,
): Promise<Map<string, CardOperationRow[]>> {
  const byCard = new Map<string, CardOperationRow[]>(cardIds.map((id) => [id, []]));
  if (cardIds.length === 0) {
    return byCard;
  }
  const ranked = db
    .select({
      id: cardOperations.id,
      rank: sql<number>`row_number() over (partition by ${cardOperations.cardId} order by ${cardOperations.authorisedAt} desc, ${cardOperations.id} desc)`.as(
        'rank',
      ),
    })
    .from(cardOperations)
    .where(inArray(cardOperations.cardId, [...cardIds]))
    .as('ranked');
  const rows = await db
    .select({ operation: cardOperations })
    .from(cardOperations)
    .innerJoin(ranked, eq(ranked.id, cardOperations.id))
    .where(sql`${ranked.rank} <= ${perCard}`)
    .orderBy(desc(cardOperations.authorisedAt), desc(cardOperations.id));
  for (const { operation } of rows) {
    byCard.get(operation.cardId)?.push(operation);
  }
  return byCard;
}

/** Authorisations still open (held, neither settled nor cancelled) since before `before`. */
export const listOpenAuthorisations = (db: AppDb, before: Date, limit: number) =>
  db
    .select({ id: cardOperations.id })
    .from(cardOperations)
    .where(
      and(
        eq(cardOperations.status, 'VALIDE'),
        isNull(cardOperations.settledReference),
        isNotNull(cardOperations.holdId),
        sql`${cardOperations.authorisedAt} <= ${before.toISOString()}`,
      ),
    )
    .orderBy(asc(cardOperations.authorisedAt))
    .limit(limit);
