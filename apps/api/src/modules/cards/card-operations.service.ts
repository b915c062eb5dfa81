/** A card's operations with the history page's filters (period, status, amount), newest first, by page. */
import type { CardOperationPage, CardOperationsRequest } from '@baraka/contracts';
import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { cardOperations } from '../../db/schema/index.ts';
import { parseAmountField } from '../../lib/amounts.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { toCardOperation } from './card-mapper.ts';
import { getVisibleCard } from './cards.queries.ts';

const parseBound = (field: string, amount: string | undefined, currency: string) =>
  amount === undefined ? undefined : parseAmountField(amount, currency, field);

export async function listCardOperations(
  db: AppDb,
  auth: AuthContext,
  request: CardOperationsRequest,
): Promise<CardOperationPage> {
  const parts = await getVisibleCard(db, auth, request.cardId);
  const currency = parts.account.currency;
  const minMinor = parseBound('minAmount', request.minAmount, currency);
  const maxMinor = parseBound('maxAmount', request.maxAmount, currency);
  const where = and(
    eq(cardOperations.cardId, request.cardId),
    request.startDate ? gte(cardOperations.operationDate, request.startDate) : undefined,
    request.endDate ? lte(cardOperations.operationDate, request.endDate) : undefined,
    request.status === 'ALL' ? undefined : eq(cardOperations.status, request.status),
    minMinor === undefined ? undefined : gte(cardOperations.amountMinor, minMinor),
    maxMinor === undefined ? undefined : lte(cardOperations.amountMinor, maxMinor),
  );
  const [total] = await db.select({ value: count() }).from(cardOperations).where(where);
  const rows = await db
    .select()
    .from(cardOperations)
    .where(where)
    .orderBy(desc(cardOperations.operationDate), desc(cardOperations.authorisedAt), desc(cardOperations.id))
    .limit(request.size)
    .offset(request.page * request.size);
  const totalCount = total?.value ?? 0;
  return {
    items: rows.map((row) => toCardOperation(row, parts)),
    page: request.page,
    size: request.size,
    total: totalCount,
    hasMore: (request.page + 1) * request.size < totalCount,
  };
}

/** Every operation of a card between two days, oldest first (the export). */
export const listOperationsBetween = (db: AppDb, cardId: string, startDate: string, endDate: string) =>
  db
    .select()
    .from(cardOperations)
    .where(
      and(
        eq(cardOperations.cardId, cardId),
        gte(cardOperations.operationDate, startDate),
        lte(cardOperations.operationDate, endDate),
      ),
    )
    .orderBy(cardOperations.operationDate, cardOperations.authorisedAt);
