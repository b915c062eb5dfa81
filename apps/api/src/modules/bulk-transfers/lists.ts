/**
 * The bulk-transfer reads: the customer's batches, newest first (displayMultipleTransferListByCustomer),
 * and one batch with its rows. A user sees the batches debiting the accounts they may see.
 */
import type { BulkBatchDetail, BulkBatchFilter, BulkBatchSummary, Language } from '@baraka/contracts';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { bulkTransferBatches, bulkTransferRows, ledgerAccounts, transfers } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { getVisibleAccount, visibleAccountsCondition } from '../accounts/index.ts';
import { type StatusTally, toBatchDetail, toBatchRow, toBatchSummary } from './mapper.ts';

const visibleBatches = (db: AppDb, auth: AuthContext): SQL =>
  and(
    eq(bulkTransferBatches.customerId, auth.record.customer.id),
    inArray(
      bulkTransferBatches.debitAccountId,
      db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(visibleAccountsCondition(db, auth)),
    ),
  ) as SQL;

const selectBatches = (db: AppDb, where: SQL | undefined) =>
  db
    .select({
      batch: bulkTransferBatches,
      account: {
        id: ledgerAccounts.id,
        accountNumber: ledgerAccounts.accountNumber,
        category: ledgerAccounts.category,
        title: ledgerAccounts.title,
        currency: ledgerAccounts.currency,
      },
    })
    .from(bulkTransferBatches)
    .innerJoin(ledgerAccounts, eq(bulkTransferBatches.debitAccountId, ledgerAccounts.id))
    .where(where);

/** Per batch: how many rows, and how much, in each status. */
async function tallyRows(db: AppDb, batchIds: string[]): Promise<Map<string, StatusTally>> {
  const tallies = new Map<string, StatusTally>();
  if (batchIds.length === 0) {
    return tallies;
  }
  const rows = await db
    .select({
      batchId: bulkTransferRows.batchId,
      status: transfers.status,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${transfers.amountMinor}), 0)::text`,
    })
    .from(bulkTransferRows)
    .innerJoin(transfers, eq(bulkTransferRows.transferId, transfers.id))
    .where(inArray(bulkTransferRows.batchId, batchIds))
    .groupBy(bulkTransferRows.batchId, transfers.status);
  for (const row of rows) {
    const tally = tallies.get(row.batchId) ?? new Map();
    tally.set(row.status, { count: Number(row.count), amountMinor: BigInt(row.amount) });
    tallies.set(row.batchId, tally);
  }
  return tallies;
}

export async function listBatches(
  db: AppDb,
  auth: AuthContext,
  filter: BulkBatchFilter,
  language: Language,
): Promise<BulkBatchSummary[]> {
  if (filter.accountId) {
    // Another customer's account is a missing one, as on every read naming an account.
    await getVisibleAccount(db, auth, filter.accountId);
  }
  const where = and(
    visibleBatches(db, auth),
    filter.accountId ? eq(bulkTransferBatches.debitAccountId, filter.accountId) : undefined,
  );
  const found = await selectBatches(db, where)
    .orderBy(desc(bulkTransferBatches.createdAt), desc(bulkTransferBatches.id))
    .limit(filter.size)
    .offset(filter.page * filter.size);
  const tallies = await tallyRows(
    db,
    found.map((row) => row.batch.id),
  );
  return found.map(({ batch, account }) =>
    toBatchSummary(batch, account, tallies.get(batch.id) ?? new Map(), language),
  );
}

export async function getBatchDetail(
  db: AppDb,
  auth: AuthContext,
  id: string,
  language: Language,
): Promise<BulkBatchDetail> {
  const [found] = await selectBatches(db, and(eq(bulkTransferBatches.id, id), visibleBatches(db, auth)));
  if (!found) {
    throw new AppError('NOT_FOUND', { message: 'No such bulk transfer' });
  }
  const rows = await db
    .select({ index: bulkTransferRows.rowIndex, transfer: transfers })
    .from(bulkTransferRows)
    .innerJoin(transfers, eq(bulkTransferRows.transferId, transfers.id))
    .where(eq(bulkTransferRows.batchId, id))
    .orderBy(asc(bulkTransferRows.rowIndex));
  const tallies = await tallyRows(db, [id]);
  const summary = toBatchSummary(found.batch, found.account, tallies.get(id) ?? new Map(), language);
  return toBatchDetail(
    summary,
    rows.map((row) => toBatchRow(row.index, row.transfer)),
  );
}
