import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { bulkTransferBatches, standingOrders, transfers } from '../../db/schema/index.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  codeOf,
  createTransferClient,
  type Headers,
  nationalOrder,
  resultOf,
} from '../../test/transfer-client.ts';

/** Thursday 3 December 2026, 10:00 in Tunis: a working day before the 14:00 cut-off. */
const clock = createManualClock(new Date('2026-12-03T09:00:00Z'));
const YOUSSEF_RIB = '32002002345678901230';

describe('a refused money-moving call is answered again, never booked later, under its key', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createTransferClient>;
  let amina: Headers;
  let mainId: string;
  let savingId: string;
  const national = (amount: string, extra: object = {}) => nationalOrder(mainId, amount, extra);
  /** Brings the main account to 100 dinars (500 of overdraft on top), or tops it up by 1,000. */
  const drainMain = () => client.drain(amina, mainId, savingId, 100_000n);
  const fundMain = async () => {
    const funded = await client.post(
      amina,
      'transfer/personal',
      { debitAccountId: savingId, creditAccountId: mainId, amount: '1000' },
      { 'idempotency-key': randomUUID() },
    );
    expect(funded.statusCode).toBe(200);
  };
  /** Asks for the code and validates it: the call can then be confirmed with `challenge-key`. */
  const validatedChallenge = async (path: string, body: object): Promise<string> => {
    const first = await client.post(amina, path, body);
    expect(codeOf(first)).toBe('OTP.300');
    const { challengeKey } = resultOf(first);
    await client.validateCode(amina, challengeKey);
    return challengeKey;
  };
  const transfersUnder = (key: string) =>
    testApp.database.db.select().from(transfers).where(eq(transfers.idempotencyKey, key));
  const expectSameRefusal = (replay: LightMyRequestResponse, first: LightMyRequestResponse) => {
    expect(replay.statusCode).toBe(first.statusCode);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
  };

  beforeAll(async () => {
    testApp = await createTestApp({ clock, rateLimitMax: 10_000, jobs: [] });
    client = createTransferClient(testApp);
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    const accounts = await client.accounts(amina);
    mainId = accounts.find((a) => a.accountType === 'MAIN')?.id ?? '';
    savingId = accounts.find((a) => a.accountType === 'SAVING')?.id ?? '';
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('keeps a transfer between own accounts refused for funds refused after the account is funded', async () => {
    await drainMain();
    const key = randomUUID();
    const order = { debitAccountId: mainId, creditAccountId: savingId, amount: '700' };
    const refused = await client.post(amina, 'transfer/personal', order, { 'idempotency-key': key });
    await fundMain();
    const funded = await client.balanceOf(mainId);

    const replay = await client.post(amina, 'transfer/personal', order, { 'idempotency-key': key });

    expect(codeOf(refused)).toBe('LEDGER.INSUFFICIENT_FUNDS');
    expect(refused.headers['idempotent-replayed']).toBe('false');
    expectSameRefusal(replay, refused);
    expect(await client.balanceOf(mainId)).toBe(funded);
    expect(await transfersUnder(key)).toHaveLength(0);
  });

  it('keeps a confirmed transfer refused for funds refused after the account is funded', async () => {
    const order = national('800');
    const challengeKey = await validatedChallenge('transfer/localTransfer', order);
    await drainMain();
    const headers = { 'challenge-key': challengeKey, 'idempotency-key': randomUUID() };
    const refused = await client.post(amina, 'transfer/localTransfer', order, headers);
    await fundMain();
    const funded = await client.balanceOf(mainId);

    const replay = await client.post(amina, 'transfer/localTransfer', order, headers);

    expect(refused.statusCode).toBe(422);
    expect(codeOf(refused)).toBe('LEDGER.INSUFFICIENT_FUNDS');
    expectSameRefusal(replay, refused);
    expect(await client.balanceOf(mainId)).toBe(funded);
    expect(await transfersUnder(headers['idempotency-key'])).toHaveLength(0);
  });

  it('keeps a transfer refused at the daily limit refused once the day’s transfers are cancelled', async () => {
    const nextWeek = { executionDate: '2026-12-10' };
    const order = national('15000', nextWeek);
    const challengeKey = await validatedChallenge('transfer/localTransfer', order);
    const other = await client.send(amina, 'transfer/localTransfer', national('20000', nextWeek));
    const headers = { 'challenge-key': challengeKey, 'idempotency-key': randomUUID() };
    const refused = await client.post(amina, 'transfer/localTransfer', order, headers);
    const cancelled = await client.post(
      amina,
      'transfer/cancel',
      { id: resultOf(other.final).id },
      { 'idempotency-key': randomUUID() },
    );

    const replay = await client.post(amina, 'transfer/localTransfer', order, headers);

    expect(resultOf(other.final).status).toBe('PENDING');
    expect(codeOf(refused)).toBe('TRANSFER.DAILY_LIMIT_EXCEEDED');
    expect(resultOf(cancelled).status).toBe('REJECTED');
    expectSameRefusal(replay, refused);
    expect(await transfersUnder(headers['idempotency-key'])).toHaveLength(0);
  });

  it('keeps a bulk transfer refused for funds refused after the account is funded', async () => {
    const body = {
      debitAccountId: mainId,
      rows: [{ payee: { rib: YOUSSEF_RIB, name: 'Youssef Trabelsi' }, amount: '800' }],
    };
    await fundMain();
    const challengeKey = await validatedChallenge('transfer/multipleTransfer', body);
    await drainMain();
    const key = randomUUID();
    const headers = { 'challenge-key': challengeKey, 'idempotency-key': key };
    const refused = await client.post(amina, 'transfer/multipleTransfer', body, headers);
    await fundMain();

    const replay = await client.post(amina, 'transfer/multipleTransfer', body, headers);

    expect(codeOf(refused)).toBe('LEDGER.INSUFFICIENT_FUNDS');
    expectSameRefusal(replay, refused);
    const batches = await testApp.database.db
      .select()
      .from(bulkTransferBatches)
      .where(eq(bulkTransferBatches.idempotencyKey, key));
    expect(batches).toHaveLength(0);
  });

  it('answers a refused standing order again from its key', async () => {
    const key = randomUUID();
    const order = {
      debitAccountId: mainId,
      creditAccountId: savingId,
      amount: '50000',
      frequency: 'MONTHLY',
      firstExecutionDate: '2026-12-05',
    };
    const refused = await client.post(amina, 'transfer/permanentTransfer', order, { 'idempotency-key': key });

    const replay = await client.post(amina, 'transfer/permanentTransfer', order, { 'idempotency-key': key });

    expect(refused.statusCode).toBe(400);
    expect(resultOf(refused).fieldErrors).toEqual([
      { field: 'amount', key: 'max', params: { max: '20000.000', currency: 'TND' } },
    ]);
    expectSameRefusal(replay, refused);
    const orders = await testApp.database.db
      .select()
      .from(standingOrders)
      .where(eq(standingOrders.debitAccountId, mainId));
    expect(orders.filter((row) => row.amountMinor === 50_000_000n)).toHaveLength(0);
  });

  it('never keeps a challenge (202 OTP.300) as the answer of its key: the same key and code book once', async () => {
    await fundMain();
    const key = randomUUID();
    const order = national('45.250');
    const asked = await client.post(amina, 'transfer/localTransfer', order, { 'idempotency-key': key });
    expect([asked.statusCode, codeOf(asked)]).toEqual([202, 'OTP.300']);
    // A key sent with a code that confirms nothing is asked for a code again, still not kept.
    const unconfirmed = await client.post(amina, 'transfer/localTransfer', order, {
      'idempotency-key': key,
      'challenge-key': resultOf(asked).challengeKey,
    });
    expect([unconfirmed.statusCode, codeOf(unconfirmed)]).toEqual([202, 'OTP.300']);
    const { challengeKey } = resultOf(unconfirmed);
    await client.validateCode(amina, challengeKey);
    const before = await client.balanceOf(mainId);

    const headers = { 'idempotency-key': key, 'challenge-key': challengeKey };
    const booked = await client.post(amina, 'transfer/localTransfer', order, headers);
    const replay = await client.post(amina, 'transfer/localTransfer', order, headers);

    expect([booked.statusCode, codeOf(booked)]).toEqual([200, '000']);
    expect(booked.headers['idempotent-replayed']).toBe('false');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(booked.body);
    expect(await transfersUnder(key)).toHaveLength(1);
    expect(await client.balanceOf(mainId)).toBeLessThan(before);
  });
});
