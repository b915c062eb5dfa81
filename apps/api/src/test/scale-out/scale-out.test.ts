/**
 * Two instances of the product, each its own process, on one PostgreSQL database behind one public
 * address (as behind a load balancer): a session opened on one is valid on the other, an
 * idempotency key used on one answers the same bytes on the other, the bulk-transfer rows the job
 * queue hands out are booked exactly once whichever instance's worker takes them, the scheduled
 * jobs (standing orders, release of deferred transfers, interbank cut-off) handed to both
 * instances many times at once do each piece of work once, and the books still sum to zero. Needs
 * DATABASE_URL (the embedded database is one process's).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningProduct, startProduct } from '../../../../../scripts/product-server.ts';
import { auditBooks } from '../../core/ledger/testing/books-audit.ts';
import {
  bulkTransferBatches,
  bulkTransferRows,
  ledgerAccounts,
  standingOrderRuns,
  transferStatusHistory,
  transfers,
} from '../../db/schema/index.ts';
import { confirmWithCode, createCodeLock } from '../crash/confirm-with-code.ts';
import { type CallHeaders, requestUntilAnswered, resultOf, signInOverHttp } from '../crash/http-customer.ts';
import { SEEDED } from '../snapshot-contents.ts';
import { openTestDatabase, type TestDatabase } from '../test-database.ts';
import { countUnfinishedJobs, runScheduledJobsEverywhere, setUpDueWork, YOUSSEF } from './due-work.ts';

const YOUSSEF_RIB = YOUSSEF.rib;
const ENV = { RATE_LIMIT_MAX: '100000000', LOG_LEVEL: 'error' };

describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let testDatabase: TestDatabase;
  const instances: RunningProduct[] = [];
  let amina: CallHeaders;
  let aminaMain: string;
  let aminaSaving: string;
  const urlOf = (index: number) => instances[index % instances.length]?.baseUrl ?? '';

  beforeAll(async () => {
    testDatabase = await openTestDatabase(SEEDED);
    const databaseUrl = testDatabase.databaseUrl;
    const first = await startProduct(ENV, { buildWeb: false, databaseUrl });
    // Behind a load balancer both answer at one public address: the second takes the first's.
    const second = await startProduct(
      { ...ENV, PUBLIC_URL: first.baseUrl },
      { buildWeb: false, databaseUrl },
    );
    instances.push(first, second);
    amina = await signInOverHttp(urlOf(0), 'amina', 'scale-out-device');
    const accounts = resultOf<{ id: string; accountType: string }[]>(
      await requestUntilAnswered(urlOf(1), 'account/all', {}, amina),
    );
    aminaMain = accounts.find((account) => account.accountType === 'MAIN')?.id ?? '';
    aminaSaving = accounts.find((account) => account.accountType === 'SAVING')?.id ?? '';
  }, 240_000);
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await testDatabase?.drop();
  });

  it('accepts a session opened on one instance on the other, and a key used on one on the other', async () => {
    const leila = await signInOverHttp(urlOf(1), 'leila', 'scale-out-device');
    expect((await requestUntilAnswered(urlOf(0), 'account/all', {}, leila)).status).toBe(200);
    expect((await requestUntilAnswered(urlOf(1), 'account/all', {}, amina)).status).toBe(200);

    const headers = { ...amina, 'idempotency-key': randomUUID() };
    const order = { debitAccountId: aminaSaving, creditAccountId: aminaMain, amount: '1.500' };
    const first = await requestUntilAnswered(urlOf(0), 'transfer/personal', order, headers);
    const again = await requestUntilAnswered(urlOf(1), 'transfer/personal', order, headers);
    expect(first.status).toBe(200);
    expect([again.status, again.body, again.replayed]).toEqual([first.status, first.body, 'true']);
  });

  it('books every bulk row once across both instances’ workers, and the books sum to zero', async () => {
    const db = testDatabase.database.db;
    const youssefBalance = async () => {
      const [account] = await db
        .select({ balance: ledgerAccounts.balanceMinor })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.rib, YOUSSEF_RIB));
      return account?.balance ?? 0n;
    };
    const before = await youssefBalance();
    const withCode = createCodeLock();
    const amounts = [1.25, 2.5, 3.75];
    const batches = await Promise.all(
      [0, 1, 2, 3].map((index) =>
        withCode(() =>
          confirmWithCode(
            urlOf(index),
            'transfer/multipleTransfer',
            {
              debitAccountId: aminaMain,
              rows: amounts.map((amount) => ({
                payee: { rib: YOUSSEF_RIB, name: 'Youssef Trabelsi' },
                amount: amount.toFixed(3),
              })),
            },
            amina,
            randomUUID(),
          ),
        ),
      ),
    );
    expect(batches.map(({ answer }) => answer.status)).toEqual([200, 200, 200, 200]);
    const ids = batches.map(({ answer }) => resultOf<{ id: string }>(answer).id);
    const rowsOf = () =>
      db
        .select({ status: transfers.status })
        .from(bulkTransferRows)
        .innerJoin(transfers, eq(transfers.id, bulkTransferRows.transferId))
        .where(inArray(bulkTransferRows.batchId, ids));
    await expect
      .poll(async () => (await rowsOf()).filter((row) => row.status === 'PENDING').length, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(0);
    expect((await rowsOf()).map((row) => row.status)).toEqual(Array(12).fill('COMPLETED'));
    expect(
      await db.select().from(bulkTransferBatches).where(inArray(bulkTransferBatches.id, ids)),
    ).toHaveLength(4);
    // Booked once each: Youssef received the rows' total exactly, not twice any row.
    expect((await youssefBalance()) - before).toBe(4n * 7_500n);
    const books = await auditBooks(db);
    for (const [, audit] of books) {
      expect(audit.customersMinor + audit.bankMinor).toBe(0n);
      expect(audit.drifted).toBe(0);
    }
  }, 120_000);

  it('does each due standing-order run, release and clearing once when both instances run the jobs at once', async () => {
    const db = testDatabase.database.db;
    const due = await setUpDueWork(db, urlOf, { headers: amina, debitAccountId: aminaMain });
    const before = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.rib, YOUSSEF_RIB));

    const jobIds = await runScheduledJobsEverywhere(urlOf, instances.length, 3);
    await expect.poll(() => countUnfinishedJobs(db, jobIds), { timeout: 60_000, interval: 500 }).toBe(0);

    const runs = await db
      .select()
      .from(standingOrderRuns)
      .where(inArray(standingOrderRuns.orderId, due.standingOrderIds));
    const runTransfers = await db
      .select({ id: transfers.id, amount: transfers.amountMinor, status: transfers.status })
      .from(transfers)
      .where(inArray(transfers.standingOrderId, due.standingOrderIds));
    // Started 45 days ago, monthly: two runs each (whatever the day), one transfer per run.
    expect(runs.map((run) => run.status)).toEqual(Array(6).fill('EXECUTED'));
    expect(runTransfers.map((transfer) => transfer.id).sort()).toEqual(
      runs.map((run) => run.transferId).sort(),
    );
    const completions = (ids: string[]) =>
      db
        .select({ transferId: transferStatusHistory.transferId })
        .from(transferStatusHistory)
        .where(
          and(inArray(transferStatusHistory.transferId, ids), eq(transferStatusHistory.status, 'COMPLETED')),
        );
    const moved = [...due.deferredIds, ...due.interbankIds];
    const movedRows = await db.select().from(transfers).where(inArray(transfers.id, moved));
    expect(movedRows.map((row) => row.status)).toEqual(Array(5).fill('COMPLETED'));
    expect((await completions(moved)).map((row) => row.transferId).sort()).toEqual([...moved].sort());
    expect(
      movedRows
        .filter((row) => row.clearingBatchId !== null)
        .map((row) => row.id)
        .sort(),
    ).toEqual([...due.interbankIds].sort());
    // Youssef received each run and each released transfer once.
    const after = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.rib, YOUSSEF_RIB));
    const runsMinor = runTransfers.reduce((sum, transfer) => sum + transfer.amount, 0n);
    expect(runsMinor).toBe(2n * (1_100n + 2_200n + 3_300n));
    expect((after[0]?.balanceMinor ?? 0n) - (before[0]?.balanceMinor ?? 0n)).toBe(
      runsMinor + 4_400n + 5_500n + 6_600n,
    );
    for (const [, audit] of await auditBooks(db)) {
      expect(audit.customersMinor + audit.bankMinor).toBe(0n);
      expect(audit.drifted).toBe(0);
    }
  }, 120_000);
});
