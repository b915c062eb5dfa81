import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { bulkBatchDetailSchema, bulkTransferChallengeSchema } from '@baraka/contracts';
import { buildRib } from '@baraka/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { bulkTransferBatches, notifications } from '../../db/schema/index.ts';
import { bulkTransferJob } from '../../jobs/bulk-transfer-job.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestAppOverrides } from '../../test/test-app.ts';
import { codeOf, createTransferClient, type Headers, resultOf } from '../../test/transfer-client.ts';
import { clearDueTransfers } from '../transfers/index.ts';
import { runBulkBatch } from './runner.ts';

/** Tuesday 8 December 2026, 10:00 in Tunis: a working day before the 14:00 cut-off. */
const clock = createManualClock(new Date('2026-12-08T09:00:00Z'));
const YOUSSEF_RIB = '32002002345678901230';
const OTHER_BANK_RIB = buildRib('08', '006', '0123456789012');
/** Well formed, of this bank, but no account has it. */
const UNKNOWN_BANK_RIB = buildRib('32', '099', '0000000000001');

const rows = () => [
  { payee: { rib: YOUSSEF_RIB, name: 'Youssef Trabelsi' }, amount: '120.500', reason: 'Loyer decembre' },
  { payee: { rib: OTHER_BANK_RIB, name: 'Sami Ben Salah' }, amount: '300', reason: 'Remboursement' },
  { payee: { rib: YOUSSEF_RIB, name: 'Youssef' }, amount: '15,250' },
];

async function setUp(jobs: TestAppOverrides['jobs']) {
  const testApp = await createTestApp({ clock, rateLimitMax: 10_000, jobs });
  const client = createTransferClient(testApp);
  const amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
  const accounts = await client.accounts(amina);
  const main = accounts.find((a) => a.accountType === 'MAIN');
  const saving = accounts.find((a) => a.accountType === 'SAVING');
  if (!main || !saving) {
    throw new Error('amina has no main or saving account');
  }
  const detail = async (headers: Headers, id: string) =>
    bulkBatchDetailSchema.parse(
      resultOf(await client.post(headers, 'secure/api/transfer/multiple/display', { id })),
    );
  return { testApp, client, amina, main, saving, detail };
}

describe('bulk transfers run by the pg-boss job', () => {
  let ctx: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    // Only the bulk job: no minute sweep can book a row before the test looks.
    ctx = await setUp([bulkTransferJob]);
  });
  afterAll(async () => {
    await ctx.testApp.close();
  });

  it('asks one code for the batch, records it, then books the rows one by one', async () => {
    const { client, amina, main, detail, testApp } = ctx;
    const before = await client.balanceOf(main.id);
    const body = { debitAccountId: main.id, rows: rows() };

    const { first, final } = await client.send(amina, 'transfer/multipleTransfer', body);

    expect(codeOf(first)).toBe('OTP.300');
    const challenge = bulkTransferChallengeSchema.parse(resultOf(first));
    expect(challenge.quote).toMatchObject({
      count: 3,
      totalAmount: '435.750',
      currency: 'TND',
      debitAccount: { id: main.id },
    });
    expect(challenge.quote.rows.map((row) => row.kind)).toEqual(['WITHINBANK', 'NATIONAL', 'WITHINBANK']);
    expect(final.statusCode).toBe(200);
    const batch = bulkBatchDetailSchema.parse(resultOf(final));
    expect(batch).toMatchObject({ count: 3, totalAmount: '435.750' });
    expect(batch.reference).toMatch(/^VM\d{6}/);

    let current = batch;
    for (let tries = 0; current.rows.some((row) => row.status === 'PENDING') && tries < 100; tries += 1) {
      await sleep(100);
      current = await detail(amina, batch.id);
    }
    expect(current.rows.map((row) => row.status)).toEqual(['COMPLETED', 'PROGRESS', 'COMPLETED']);
    expect(current.status).toBe('PROGRESS');
    expect(await client.balanceOf(main.id)).toBe(
      before - 435_750n - BigInt(challenge.quote.totalFees.replace('.', '')),
    );

    // The national row leaves at the 14:00 cut-off: the batch is then complete.
    await clearDueTransfers(testApp.database.db, new Date('2026-12-08T13:00:01Z'));
    const cleared = await detail(amina, batch.id);
    expect(cleared.status).toBe('COMPLETED');
    expect(cleared.counts).toEqual({ completed: 3, rejected: 0, waiting: 0 });
    const news = await testApp.database.db
      .select({ key: notifications.key, category: notifications.category })
      .from(notifications)
      .where(
        inArray(
          notifications.subjectId,
          cleared.rows.map((row) => row.transferId),
        ),
      );
    expect(news).toHaveLength(3);
    expect(news.every((item) => item.category === 'TRANSFER' && item.key === 'TRANSFER_EXECUTED')).toBe(true);

    const listed = resultOf(await client.post(amina, 'transfer/displayMultipleTransferListByCustomer', {}));
    expect(listed[0]).toMatchObject({ id: batch.id, count: 3, totalAmount: '435.750', status: 'COMPLETED' });
  });

  it('voids the code when a row changes after it was sent, and records nothing', async () => {
    const { client, amina, main, testApp } = ctx;
    const body = { debitAccountId: main.id, rows: rows() };
    const first = await client.post(amina, 'transfer/multipleTransfer', body);
    const challengeKey = resultOf(first).challengeKey as string;
    await client.validateCode(amina, challengeKey);
    const batchesBefore = await testApp.database.db.select().from(bulkTransferBatches);

    const changed = rows();
    changed[1] = {
      ...changed[1],
      payee: { rib: OTHER_BANK_RIB, name: 'Someone Else' },
    } as (typeof changed)[1];
    const response = await client.post(
      amina,
      'transfer/multipleTransfer',
      { ...body, rows: changed },
      { 'challenge-key': challengeKey, 'idempotency-key': randomUUID() },
    );

    expect(response.statusCode).toBe(410);
    expect(codeOf(response)).toBe('CHALLENGE.EXPIRED');
    expect(await testApp.database.db.select().from(bulkTransferBatches)).toHaveLength(batchesBefore.length);
  });

  it('answers a replay with the first answer and records the batch once', async () => {
    const { client, amina, main, testApp } = ctx;
    const body = { debitAccountId: main.id, rows: rows().slice(0, 1) };
    const { final, challengeKey, key } = await client.send(amina, 'transfer/multipleTransfer', body);
    const replay = await client.post(amina, 'transfer/multipleTransfer', body, {
      'challenge-key': challengeKey ?? '',
      'idempotency-key': key,
    });

    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(resultOf(replay).id).toBe(resultOf(final).id);
    const stored = await testApp.database.db
      .select()
      .from(bulkTransferBatches)
      .where(eq(bulkTransferBatches.idempotencyKey, key));
    expect(stored).toHaveLength(1);
  });

  it('answers every refused row at once, by its index', async () => {
    const { client, amina, main } = ctx;
    const response = await client.post(amina, 'transfer/multipleTransfer', {
      debitAccountId: main.id,
      rows: [
        { payee: { rib: '08001000123456789010', name: 'Bad Key' }, amount: '10' },
        { payee: { rib: UNKNOWN_BANK_RIB, name: 'Nobody' }, amount: '10' },
        { payee: { rib: OTHER_BANK_RIB, name: 'Sami Ben Salah' }, amount: '0.500' },
        { payee: { rib: YOUSSEF_RIB, name: 'Leila Gharbi' }, amount: '10' },
        { payee: { rib: OTHER_BANK_RIB, name: 'Sami Ben Salah' }, amount: '25' },
        { payee: { rib: buildRib('99', '001', '0000000000001'), name: 'Nowhere Bank' }, amount: '25' },
      ],
    });

    expect(response.statusCode).toBe(400);
    expect(resultOf(response).fieldErrors).toEqual([
      { field: 'rows.0.payee.rib', key: 'invalidRib' },
      { field: 'rows.1.payee.rib', key: 'ribUnknownAccount' },
      { field: 'rows.2.amount', key: 'min', params: { min: '1.000', currency: 'TND' } },
      { field: 'rows.3.payee.name', key: 'payeeNameMismatch' },
      { field: 'rows.5.payee.rib', key: 'ribUnknownBank' },
    ]);
  });

  it('refuses a batch past the day’s ceiling as a whole', async () => {
    const { client, amina, main } = ctx;
    const big = { payee: { rib: OTHER_BANK_RIB, name: 'Sami Ben Salah' }, amount: '15000' };
    const response = await client.post(amina, 'transfer/multipleTransfer', {
      debitAccountId: main.id,
      rows: [big, big, big],
    });

    expect(codeOf(response)).toBe('TRANSFER.DAILY_LIMIT_EXCEEDED');
  });

  it('refuses customers whose pack or contract has no bulk transfers', async () => {
    const { testApp, client, main } = ctx;
    const youssef = (await signIn(testApp.app, 'youssef', 'WEB')).headers;
    const leila = (await signIn(testApp.app, 'leila', 'WEB')).headers;
    const body = { debitAccountId: main.id, rows: rows() };

    for (const headers of [youssef, leila]) {
      const sent = await client.post(headers, 'transfer/multipleTransfer', body);
      const listed = await client.post(headers, 'transfer/displayMultipleTransferListByCustomer', {});
      expect([sent.statusCode, codeOf(sent)]).toEqual([403, 'COMMON.FORBIDDEN']);
      expect(listed.statusCode).toBe(403);
    }
  });
});

describe('a row refused while the others execute', () => {
  let ctx: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    // No job at all: the test runs the batch when it chooses.
    ctx = await setUp([]);
  });
  afterAll(async () => {
    await ctx.testApp.close();
  });

  it('books the rows the account can still pay and refuses the other, with a notification each', async () => {
    const { client, amina, main, saving, detail, testApp } = ctx;
    const body = {
      debitAccountId: main.id,
      rows: [
        { payee: { rib: YOUSSEF_RIB, name: 'Youssef Trabelsi' }, amount: '100' },
        { payee: { rib: OTHER_BANK_RIB, name: 'Sami Ben Salah' }, amount: '1500' },
        { payee: { rib: YOUSSEF_RIB, name: 'Youssef Trabelsi' }, amount: '50' },
      ],
    };
    const { final } = await client.send(amina, 'transfer/multipleTransfer', body);
    expect(final.statusCode).toBe(200);
    const { id } = resultOf(final);
    expect((await detail(amina, id)).status).toBe('PENDING');

    // By the time the job runs, the account holds only its 500 TND overdraft.
    await client.drain(amina, main.id, saving.id, 0n);
    const run = await runBulkBatch(testApp.database.db, id, clock);

    expect(run).toEqual({ booked: 2, refused: 1 });
    const after = await detail(amina, id);
    expect(after.rows.map((row) => [row.status, row.statusReason])).toEqual([
      ['COMPLETED', null],
      ['REJECTED', 'INSUFFICIENT_FUNDS'],
      ['COMPLETED', null],
    ]);
    expect(after).toMatchObject({
      status: 'PARTIAL',
      counts: { completed: 2, rejected: 1, waiting: 0 },
      executedAmount: '150.000',
    });
    const refusedNews = await testApp.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.subjectId, after.rows[1]?.transferId ?? ''));
    expect(refusedNews.map((item) => [item.category, item.key])).toEqual([['TRANSFER', 'TRANSFER_REJECTED']]);
    // Running it again books nothing twice.
    expect(await runBulkBatch(testApp.database.db, id, clock)).toEqual({ booked: 0, refused: 0 });
  });
});
