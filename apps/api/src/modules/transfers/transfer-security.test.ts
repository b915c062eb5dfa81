import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  codeOf,
  createTransferClient,
  type Headers,
  nationalOrder,
  resultOf,
} from '../../test/transfer-client.ts';

/** Wednesday 2 December 2026, 10:00 in Tunis. */
const clock = createManualClock(new Date('2026-12-02T09:00:00Z'));

describe('transfer security: one-time code, idempotency, permissions, limits', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createTransferClient>;
  let amina: Headers;
  let mainId: string;
  let savingId: string;
  const national = (amount: string, extra: object = {}) => nationalOrder(mainId, amount, extra);

  beforeAll(async () => {
    // The sweeps run when each test says, at the instants it chooses.
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

  it('refuses a confirmation whose amount differs from what the code was sent for, and spends the code', async () => {
    const first = await client.post(amina, 'transfer/localTransfer', national('40'));
    const { challengeKey } = resultOf(first);
    await client.validateCode(amina, challengeKey);
    const before = await client.balanceOf(mainId);

    const changed = await client.post(amina, 'transfer/localTransfer', national('400'), {
      'challenge-key': challengeKey,
      'idempotency-key': randomUUID(),
    });
    const retried = await client.post(amina, 'transfer/localTransfer', national('40'), {
      'challenge-key': challengeKey,
      'idempotency-key': randomUUID(),
    });

    expect(changed.statusCode).toBe(410);
    expect(codeOf(changed)).toBe('CHALLENGE.EXPIRED');
    expect(codeOf(retried)).toBe('OTP.300');
    expect(await client.balanceOf(mainId)).toBe(before);
  });

  it('refuses a confirmation to another payee than the code named', async () => {
    const { challengeKey } = resultOf(await client.post(amina, 'transfer/localTransfer', national('40')));
    await client.validateCode(amina, challengeKey);

    const otherPayee = await client.post(
      amina,
      'transfer/localTransfer',
      national('40', { payee: { rib: '25001000123456789052', name: 'Mohamed Khelifi' } }),
      { 'challenge-key': challengeKey, 'idempotency-key': randomUUID() },
    );

    expect(codeOf(otherPayee)).toBe('CHALLENGE.EXPIRED');
  });

  it('replays the first answer for the same key: booked once, code not asked again', async () => {
    const before = await client.balanceOf(mainId);
    const { final, challengeKey, key } = await client.send(amina, 'transfer/localTransfer', national('25'));

    const replay = await client.post(amina, 'transfer/localTransfer', national('25'), {
      'challenge-key': challengeKey ?? '',
      'idempotency-key': key,
    });
    const reused = await client.post(amina, 'transfer/localTransfer', national('26'), {
      'challenge-key': challengeKey ?? '',
      'idempotency-key': key,
    });

    expect(final.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(final.body);
    expect(codeOf(reused)).toBe('IDEMPOTENCY.KEY_REUSED');
    expect(await client.balanceOf(mainId)).toBe(before - 25_700n);
  });

  it('asks own-account transfers for an idempotency key only', async () => {
    const order = { debitAccountId: mainId, creditAccountId: savingId, amount: '5' };

    const withoutKey = await client.post(amina, 'transfer/personal', order);

    expect(codeOf(withoutKey)).toBe('IDEMPOTENCY.KEY_REQUIRED');
  });

  it('keeps each transfer within the pack’s bounds', async () => {
    const tooSmall = await client.post(amina, 'transfer/localTransfer', national('0.999'));
    const tooLarge = await client.post(amina, 'transfer/localTransfer', national('20000.001'));

    expect(resultOf(tooSmall).fieldErrors).toEqual([
      { field: 'amount', key: 'min', params: { min: '1.000', currency: 'TND' } },
    ]);
    expect(resultOf(tooLarge).fieldErrors).toEqual([
      { field: 'amount', key: 'max', params: { max: '20000.000', currency: 'TND' } },
    ]);
  });

  it('refuses what the account cannot pay, overdraft included', async () => {
    // Leave 100 dinars on the account (500 of overdraft on top) by moving the rest to savings.
    await client.drain(amina, mainId, savingId, 100_000n);

    const response = await client.post(amina, 'transfer/localTransfer', national('600'));

    expect(response.statusCode).toBe(422);
    expect(codeOf(response)).toBe('LEDGER.INSUFFICIENT_FUNDS');
  });

  it('stops the day’s transfers to others at the daily ceiling (deferred ones count the day they are given)', async () => {
    const nextWeek = { executionDate: '2026-12-09' };
    const config = resultOf(
      await client.post(amina, 'transfer/quote', { type: 'NATIONAL', ...national('1') }),
    );
    const used = Number(config.limits.usedToday);
    const first = await client.send(amina, 'transfer/localTransfer', national(String(20_000), nextWeek));
    const remaining = 30_000 - used - 20_000;

    const over = await client.post(
      amina,
      'transfer/localTransfer',
      national(String(remaining + 1), nextWeek),
    );

    expect(resultOf(first.final).status).toBe('PENDING');
    expect(over.statusCode).toBe(422);
    expect(codeOf(over)).toBe('TRANSFER.DAILY_LIMIT_EXCEEDED');
    expect(resultOf(over)).toMatchObject({ dailyLimit: '30000.000', remainingToday: `${remaining}.000` });
    const ownAccount = await client.post(
      amina,
      'transfer/personal',
      { debitAccountId: mainId, creditAccountId: savingId, amount: '10' },
      { 'idempotency-key': randomUUID() },
    );
    expect(resultOf(ownAccount).status).toBe('COMPLETED');
  });

  it('refuses transfers to the Basic pack and to a company user who may only look', async () => {
    const youssef = (await signIn(testApp.app, 'youssef', 'WEB')).headers;
    const viewer = (await signIn(testApp.app, 'nour.viewer', 'WEB')).headers;
    const youssefMain = (await client.accounts(youssef))[0]?.id ?? '';
    const viewerAccount = (await client.accounts(viewer))[0]?.id ?? '';

    const basic = await client.post(youssef, 'transfer/localTransfer', {
      ...national('10'),
      debitAccountId: youssefMain,
    });
    const basicConfig = await testApp.app.inject({
      method: 'GET',
      url: '/gateway/secure/transfer/config',
      headers: youssef,
    });
    const viewerSends = await client.post(viewer, 'transfer/localTransfer', {
      ...national('10'),
      debitAccountId: viewerAccount,
    });
    const viewerLists = await client.post(viewer, 'transfer/displayTransferListByCustomer', {});

    expect([basic.statusCode, basicConfig.statusCode, viewerSends.statusCode]).toEqual([403, 403, 403]);
    expect(codeOf(basic)).toBe('COMMON.FORBIDDEN');
    expect(viewerLists.statusCode).toBe(200);
  });

  it('keeps international transfers for contracts that include them', async () => {
    const response = await client.post(amina, 'transfer/internationalTransfer', {
      debitAccountId: mainId,
      amount: '100',
      currency: 'EUR',
      payee: { iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPLIL', name: 'Jean Dupont' },
    });

    expect(response.statusCode).toBe(403);
  });
});
