import { setTimeout as sleep } from 'node:timers/promises';
import { standingOrderChallengeSchema } from '@baraka/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { journalEntries, postings, standingOrderRuns, transfers } from '../../db/schema/index.ts';
import { type Queue, startQueue } from '../../jobs/queue.ts';
import { STANDING_ORDERS_QUEUE, standingOrdersJob } from '../../jobs/transfer-jobs.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTransferClient, type Headers, resultOf } from '../../test/transfer-client.ts';
import { runDueStandingOrders } from './runner.ts';

/** Monday 30 November 2026, 10:00 in Tunis. */
const clock = createManualClock(new Date('2026-11-30T09:00:00Z'));
const tunis = (dateTime: string) => new Date(`${dateTime}+01:00`);

describe('standing orders (spec §3 Permanent transfer)', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createTransferClient>;
  let leila: Headers;
  let mainId: string;
  let orderId: string;
  let aminaMain: { id: string; rib: string };
  const runsOf = (id: string) =>
    testApp.database.db.select().from(standingOrderRuns).where(eq(standingOrderRuns.orderId, id));

  beforeAll(async () => {
    // The sweeps run when each test says, at the instants it chooses.
    testApp = await createTestApp({ clock, rateLimitMax: 10_000, jobs: [] });
    client = createTransferClient(testApp);
    leila = (await signIn(testApp.app, 'leila', 'WEB')).headers;
    mainId = (await client.accounts(leila)).find((a) => a.accountType === 'MAIN')?.id ?? '';
    const amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    const found = (await client.accounts(amina)).find((a) => a.accountType === 'MAIN');
    aminaMain = { id: found?.id ?? '', rib: found?.rib ?? '' };
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('sets up an order with a code, after showing the runs to come', async () => {
    const order = {
      debitAccountId: mainId,
      payee: { rib: aminaMain.rib, name: 'Amina Ben Salah' },
      amount: '300',
      reason: 'Pension mensuelle',
      frequency: 'MONTHLY',
      firstExecutionDate: '2026-12-05',
      lastExecutionDate: '2027-02-28',
    };

    const { first, final } = await client.send(leila, 'transfer/permanentTransfer', order);
    orderId = resultOf(final).id;

    // The web app reads the runs to come with the contract's schema.
    expect(standingOrderChallengeSchema.safeParse(resultOf(first)).success).toBe(true);
    // 5 December 2026 is a Saturday: the first run is due on Monday the 7th.
    expect(resultOf(first).quote).toMatchObject({
      kind: 'WITHINBANK',
      amount: '300.000',
      fees: '0.000',
      nextRuns: [
        { periodKey: '2026-12', dueDate: '2026-12-07' },
        { periodKey: '2027-01', dueDate: '2027-01-05' },
        { periodKey: '2027-02', dueDate: '2027-02-05' },
      ],
    });
    expect(resultOf(final)).toMatchObject({
      status: 'ACTIVE',
      rawStatus: 'MAT',
      transferType: 'PERMANENT_TRANSFER',
      nextExecutionDate: '2026-12-07',
      beneficiary: { nickName: 'Amina Ben Salah' },
      vendorPermanentTransferInfos: [],
    });
  });

  it('executes a run once, however many runners ask at once or again', async () => {
    const dueAt = tunis('2026-12-07T08:15:00');

    await runDueStandingOrders(testApp.database.db, tunis('2026-12-07T08:14:00'));
    const early = await runsOf(orderId);
    await Promise.all([
      runDueStandingOrders(testApp.database.db, dueAt),
      runDueStandingOrders(testApp.database.db, dueAt),
    ]);
    await runDueStandingOrders(testApp.database.db, tunis('2026-12-07T18:00:00'));

    expect(early).toEqual([]);
    const produced = await testApp.database.db
      .select()
      .from(transfers)
      .where(eq(transfers.standingOrderId, orderId));
    expect(produced).toHaveLength(1);
    const runs = await runsOf(orderId);
    expect(runs.map((run) => [run.periodKey, run.status])).toEqual([['2026-12', 'EXECUTED']]);
    const [run] = runs;
    const [transfer] = await testApp.database.db
      .select()
      .from(transfers)
      .where(eq(transfers.id, run?.transferId ?? ''));
    expect(transfer).toMatchObject({
      type: 'PERMANENT',
      kind: 'WITHINBANK',
      status: 'COMPLETED',
      standingOrderId: orderId,
    });
    const moved = await testApp.database.db
      .select({ accountId: postings.accountId, amount: postings.amountMinor })
      .from(postings)
      .innerJoin(journalEntries, eq(postings.entryId, journalEntries.id))
      .where(eq(journalEntries.reference, transfer?.journalReference ?? ''));
    expect(Object.fromEntries(moved.map((row) => [row.accountId, row.amount]))).toEqual({
      [mainId]: -300_000n,
      [aminaMain.id]: 300_000n,
    });
  });

  it('does not run a period twice after the job runner restarts', async () => {
    await testApp.queue.stop();
    let restarted: Queue | undefined;
    try {
      restarted = await startQueue(testApp.database, testApp.config.publicUrl, {
        jobs: [standingOrdersJob],
        clock,
        pollingIntervalSeconds: 0.5,
      });
      clock.set(tunis('2026-12-20T10:00:00'));
      const id = await restarted.boss.send(STANDING_ORDERS_QUEUE, {});
      let job = await restarted.boss.getJobById(STANDING_ORDERS_QUEUE, String(id));
      for (let tries = 0; job?.state !== 'completed' && tries < 150; tries += 1) {
        await sleep(100);
        job = await restarted.boss.getJobById(STANDING_ORDERS_QUEUE, String(id));
      }

      expect(job?.state).toBe('completed');
      expect((await runsOf(orderId)).map((run) => run.periodKey)).toEqual(['2026-12']);
    } finally {
      await restarted?.stop();
    }
  });

  it('ends the order after its last run and lists it with its runs', async () => {
    await runDueStandingOrders(testApp.database.db, tunis('2027-01-05T09:00:00'));
    await runDueStandingOrders(testApp.database.db, tunis('2027-02-05T09:00:00'));
    clock.set(tunis('2027-02-05T09:30:00'));
    leila = (await signIn(testApp.app, 'leila', 'WEB')).headers;

    const listed = resultOf(await client.post(leila, 'transfer/displayPermanentTransferListByCustomer', {}));
    const order = listed.find((item: { id: string }) => item.id === orderId);

    expect(order).toMatchObject({ status: 'ENDED', nextExecutionDate: null, rawStatus: null });
    expect(order.vendorPermanentTransferInfos.map((run: { periodKey: string }) => run.periodKey)).toEqual([
      '2027-02',
      '2027-01',
      '2026-12',
    ]);
  });

  it('stops the runs to come when cancelled', async () => {
    const { final } = await client.send(leila, 'transfer/permanentTransfer', {
      debitAccountId: mainId,
      payee: { rib: '08001000123456789013', name: 'Mohamed Khelifi' },
      amount: '50',
      frequency: 'QUARTERLY',
      firstExecutionDate: '2027-03-01',
    });
    const id = resultOf(final).id;

    const cancelled = await client.post(
      leila,
      'transfer/cancel',
      { id, target: 'PERMANENT' },
      { 'idempotency-key': `cancel-${id}` },
    );
    const run = await runDueStandingOrders(testApp.database.db, tunis('2027-03-01T09:00:00'));

    expect(resultOf(cancelled)).toBe(true);
    expect(run.EXECUTED).toBe(0);
    expect(await runsOf(id)).toEqual([]);
  });
});
