/** Reads of card orders with their product, account and steps. */
import type { CardRequest } from '@baraka/contracts';
import { maskAccountNumber } from '@baraka/domain';
import { and, asc, desc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { cardProducts, cardRequests, cardRequestTransitions, ledgerAccounts } from '../../db/schema/index.ts';
import { toDecimal } from '../../lib/amounts.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { visibleAccountsCondition } from '../accounts/index.ts';

async function readRequests(db: AppDb, where: SQL | undefined): Promise<CardRequest[]> {
  const rows = await db
    .select({ request: cardRequests, product: cardProducts, account: ledgerAccounts })
    .from(cardRequests)
    .innerJoin(cardProducts, eq(cardProducts.productCode, cardRequests.productCode))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, cardRequests.accountId))
    .where(where)
    .orderBy(desc(cardRequests.createdAt), desc(cardRequests.id));
  const steps =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(cardRequestTransitions)
          .where(
            inArray(
              cardRequestTransitions.requestId,
              rows.map((row) => row.request.id),
            ),
          )
          .orderBy(asc(cardRequestTransitions.at));
  return rows.map(({ request, product, account }) => ({
    referenceNumber: request.referenceNumber,
    cardTypeWording: product.wording,
    productCode: product.productCode,
    accountId: account.id,
    accountNumber: maskAccountNumber(account.accountNumber),
    cardLimit: toDecimal(request.limitMinor, product.currency),
    periodicity: request.periodicity,
    agencyCode: request.agencyCode,
    agencyName: request.agencyName,
    startDate: request.createdAt.toISOString(),
    actionStatus: request.status,
    rejectReason: request.rejectReason,
    cardId: request.cardId,
    transitions: steps
      .filter((step) => step.requestId === request.id)
      .map((step) => ({ status: step.status, at: step.at.toISOString(), note: step.note })),
  }));
}

const ofUser = (db: AppDb, auth: AuthContext) =>
  and(eq(cardRequests.customerId, auth.record.customer.id), visibleAccountsCondition(db, auth));

export const listCardRequests = (db: AppDb, auth: AuthContext) => readRequests(db, ofUser(db, auth));

export async function getCardRequest(db: AppDb, auth: AuthContext, referenceNumber: string) {
  const [found] = await readRequests(
    db,
    and(ofUser(db, auth), eq(cardRequests.referenceNumber, referenceNumber)),
  );
  if (!found) {
    throw new AppError('NOT_FOUND', { message: 'No such card order' });
  }
  return found;
}

/** Any customer's order by its reference (the bank's side). */
export async function readCardRequest(db: AppDb, referenceNumber: string): Promise<CardRequest> {
  const [found] = await readRequests(db, eq(cardRequests.referenceNumber, referenceNumber));
  if (!found) {
    throw new AppError('NOT_FOUND', { message: 'No such card order' });
  }
  return found;
}

export const listDueCardRequests = (db: AppDb, now: Date, limit: number) =>
  db
    .select({ referenceNumber: cardRequests.referenceNumber })
    .from(cardRequests)
    .where(and(eq(cardRequests.status, 'TASK'), lte(cardRequests.dueAt, now)))
    .orderBy(asc(cardRequests.dueAt))
    .limit(limit);
