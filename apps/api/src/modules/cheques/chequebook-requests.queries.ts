/** Reading chequebook orders with their steps and leaves, as the calls answer them. */
import type { ChequebookRequest } from '@baraka/contracts';
import { maskAccountNumber } from '@baraka/domain';
import { and, asc, desc, eq, inArray, lte, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  chequebookRequests,
  chequebookTransitions,
  chequebookTypes,
  chequeLeaves,
  ledgerAccounts,
} from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { getVisibleAccount, visibleAccountsCondition } from '../accounts/index.ts';

type RequestRow = typeof chequebookRequests.$inferSelect;

async function toChequebookRequests(
  db: AppDb,
  rows: { request: RequestRow; accountNumber: string; wording: string }[],
): Promise<ChequebookRequest[]> {
  const ids = rows.map((row) => row.request.id);
  if (ids.length === 0) {
    return [];
  }
  const [transitions, leaves] = await Promise.all([
    db
      .select()
      .from(chequebookTransitions)
      .where(inArray(chequebookTransitions.requestId, ids))
      .orderBy(asc(chequebookTransitions.at)),
    db
      .select()
      .from(chequeLeaves)
      .where(inArray(chequeLeaves.requestId, ids))
      .orderBy(asc(chequeLeaves.leafNumber)),
  ]);
  return rows.map(({ request, accountNumber, wording }) => {
    const ownLeaves = leaves.filter((leaf) => leaf.requestId === request.id);
    return {
      id: request.id,
      reference: request.reference,
      accountId: request.accountId,
      accountNum: maskAccountNumber(accountNumber),
      requestDate: request.createdAt.toISOString(),
      CheckCount: request.leafCount,
      crossing: request.crossing === 1 ? 1 : 2,
      status: request.status,
      requestType: request.typeCode as ChequebookRequest['requestType'],
      requestTypeWording: wording,
      rang: request.rank,
      firstLeaf: ownLeaves[0]?.leafNumber ?? null,
      lastLeaf: ownLeaves.at(-1)?.leafNumber ?? null,
      opposedAt: request.opposedAt?.toISOString() ?? null,
      leaves: ownLeaves.map((leaf) => ({
        number: leaf.leafNumber,
        status: leaf.status,
        opposedAt: leaf.opposedAt?.toISOString() ?? null,
      })),
      transitions: transitions
        .filter((transition) => transition.requestId === request.id)
        .map((transition) => ({ status: transition.status, at: transition.at.toISOString() })),
    };
  });
}

const selectRequests = (db: AppDb) =>
  db
    .select({
      request: chequebookRequests,
      accountNumber: ledgerAccounts.accountNumber,
      wording: chequebookTypes.wording,
    })
    .from(chequebookRequests)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, chequebookRequests.accountId))
    .innerJoin(chequebookTypes, eq(chequebookTypes.code, chequebookRequests.typeCode));

/** The user's orders (on the accounts they see), newest first. */
export async function listChequebookRequests(
  db: AppDb,
  auth: AuthContext,
  accountId?: string,
): Promise<ChequebookRequest[]> {
  if (accountId !== undefined) {
    // Another customer's account is a 404, as everywhere else.
    await getVisibleAccount(db, auth, accountId);
  }
  const rows = await selectRequests(db)
    .where(
      and(
        visibleAccountsCondition(db, auth),
        accountId === undefined ? undefined : eq(chequebookRequests.accountId, accountId),
      ),
    )
    .orderBy(desc(chequebookRequests.createdAt));
  return toChequebookRequests(db, rows);
}

/** One order by its reference, whoever's (the bank's side). */
export async function readChequebookRequest(db: AppDb, reference: string): Promise<ChequebookRequest> {
  const rows = await selectRequests(db).where(eq(chequebookRequests.reference, reference));
  const [request] = await toChequebookRequests(db, rows);
  if (!request) {
    throw new AppError('NOT_FOUND', { message: 'No such chequebook order' });
  }
  return request;
}

/** One of the user's orders, or 404. */
export async function getVisibleChequebookRequest(
  db: AppDb,
  auth: AuthContext,
  requestId: string,
): Promise<RequestRow> {
  const [row] = await db
    .select({ request: chequebookRequests })
    .from(chequebookRequests)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, chequebookRequests.accountId))
    .where(and(eq(chequebookRequests.id, requestId), visibleAccountsCondition(db, auth)));
  if (!row) {
    throw new AppError('NOT_FOUND', { message: 'No such chequebook' });
  }
  return row.request;
}

export const listDueChequebookRequests = (db: AppDb, now: Date, limit: number) =>
  db
    .select({ reference: chequebookRequests.reference })
    .from(chequebookRequests)
    .where(and(ne(chequebookRequests.status, 'DELIVERED'), lte(chequebookRequests.dueAt, now)))
    .orderBy(asc(chequebookRequests.dueAt))
    .limit(limit);
