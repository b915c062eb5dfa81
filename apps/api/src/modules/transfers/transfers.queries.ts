/** Reads of transfers with the numbers of the accounts they touch. */
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client.ts';
import { ledgerAccounts, transferStatusHistory, transfers } from '../../db/schema/index.ts';
import type { TransferWithAccounts } from './transfer-mapper.ts';

const debitAccounts = alias(ledgerAccounts, 'debit_account');
const creditAccounts = alias(ledgerAccounts, 'credit_account');

const selectWithAccounts = (db: AppDb) =>
  db
    .select({
      transfer: transfers,
      debitAccountNumber: debitAccounts.accountNumber,
      creditAccountNumber: creditAccounts.accountNumber,
      creditAccountCategory: creditAccounts.category,
      creditAccountTitle: creditAccounts.title,
    })
    .from(transfers)
    .innerJoin(debitAccounts, eq(transfers.debitAccountId, debitAccounts.id))
    .leftJoin(creditAccounts, eq(transfers.creditAccountId, creditAccounts.id));

export async function findTransfer(
  db: AppDb,
  id: string,
  condition?: SQL,
): Promise<TransferWithAccounts | undefined> {
  const [row] = await selectWithAccounts(db).where(and(eq(transfers.id, id), condition));
  return row;
}

export const listStatusHistory = (db: AppDb, transferId: string) =>
  db
    .select()
    .from(transferStatusHistory)
    .where(eq(transferStatusHistory.transferId, transferId))
    .orderBy(asc(transferStatusHistory.id));

export const findTransferPage = (db: AppDb, where: SQL | undefined, limit: number, offset: number) =>
  selectWithAccounts(db)
    .where(where)
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(limit)
    .offset(offset);

export async function countTransfers(
  db: AppDb,
  where: SQL | undefined,
): Promise<{ count: number; totalMinor: bigint }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      // Refused and cancelled transfers moved no money: they count, but add nothing to the total.
      total: sql<string>`coalesce(sum(${transfers.debitAmountMinor}) filter (where ${transfers.status} not in ('REJECTED', 'FAILED')), 0)::text`,
    })
    .from(transfers)
    .where(where);
  return { count: Number(row?.count ?? 0), totalMinor: BigInt(row?.total ?? '0') };
}

/** Locks a transfer row for a status change; jobs skip rows another runner holds. */
export async function lockTransfer(db: AppDb, id: string) {
  const [row] = await db.select().from(transfers).where(eq(transfers.id, id)).for('update');
  return row;
}
