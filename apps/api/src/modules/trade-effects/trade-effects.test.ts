import { randomUUID } from 'node:crypto';
import { toCalendarDate } from '@baraka/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, postings, tradeEffects } from '../../db/schema/index.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeOf, createTransferClient, type Headers, resultOf } from '../../test/transfer-client.ts';

const INWARD = 'secure/api/tradingEffects/getInwardTradingEffects';
const OUTWARD = 'secure/api/tradingEffects/getOutwardTradingEffects';

describe('trade effects', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createTransferClient>;
  let nour: Headers;
  let amina: Headers;
  let mainId: string;

  const settle = (reference: string, isRefusedByDrawee = false) =>
    testApp.app.inject({
      method: 'POST',
      url: '/gateway/dev/trade-effects/settle',
      payload: { reference, isRefusedByDrawee },
    });
  /** A fresh effect on nour's main account, due today. */
  const addEffect = async (direction: 'INWARD' | 'OUTWARD', amountMinor: bigint) => {
    const reference = `EFTEST${randomUUID().slice(0, 8)}`;
    const [seeded] = await testApp.database.db.select().from(tradeEffects).limit(1);
    const today = toCalendarDate(new Date());
    await testApp.database.db.insert(tradeEffects).values({
      reference,
      customerId: seeded?.customerId ?? '',
      accountId: mainId,
      direction,
      effectNumber: String(8_000_000 + Math.floor(Math.random() * 999_999)),
      amountMinor,
      currency: 'TND',
      counterparty: 'Test',
      counterpartyRib: '08001000123456789013',
      issueDate: today,
      deadlineDate: today,
      createdAt: new Date(),
    });
    return reference;
  };
  const sumOfEntry = async (reference: string) => {
    const [row] = await testApp.database.db
      .select({ total: sql<string>`sum(${postings.amountMinor})::text` })
      .from(postings)
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .where(eq(journalEntries.reference, reference));
    return row?.total;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, jobs: [] });
    client = createTransferClient(testApp);
    nour = (await signIn(testApp.app, 'nour.admin', 'WEB')).headers;
    amina = (await signIn(testApp.app, 'amina', 'WEB', 'test-device-0002')).headers;
    mainId = (await client.accounts(nour)).find((account) => account.accountType === 'MAIN')?.id ?? '';
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lists the inward and outward effects in every state, those still to settle first by deadline', async () => {
    const inward = resultOf(await client.post(nour, INWARD, {}));
    const outward = resultOf(await client.post(nour, OUTWARD, {}));
    for (const list of [inward, outward]) {
      const statuses = list.map((effect: { status: string }) => effect.status);
      expect(new Set(statuses)).toEqual(new Set(['RECEIVED', 'PAID', 'REJECTED']));
      const pending = list.filter((effect: { status: string }) => effect.status === 'RECEIVED');
      expect(statuses.slice(0, pending.length).every((status: string) => status === 'RECEIVED')).toBe(true);
      const deadlines = pending.map((effect: { deadlineDate: string }) => effect.deadlineDate);
      expect(deadlines).toEqual([...deadlines].sort());
    }
    expect(inward.every((effect: { direction: string }) => effect.direction === 'INWARD')).toBe(true);
    const rejected = resultOf(await client.post(nour, OUTWARD, { status: 'REJECTED' }));
    expect(rejected.map((effect: { rejectionReason: string }) => effect.rejectionReason)).toEqual([
      'REFUSED_BY_DRAWEE',
    ]);
  });

  it('refuses bad filters, a visitor, and a customer without the trade effect services; draws the effect', async () => {
    const tooLong = await client.post(nour, INWARD, { startDate: '2026-01-01', endDate: '2026-06-01' });
    expect(resultOf(tooLong).fieldErrors).toEqual([{ field: 'endDate', key: 'maxDate' }]);
    expect((await client.post(nour, INWARD, { status: 'LOST' })).statusCode).toBe(400);
    expect((await client.post({}, OUTWARD, {})).statusCode).toBe(401);
    expect((await client.post(amina, INWARD, {})).statusCode).toBe(403);
    const [effect] = resultOf(await client.post(nour, INWARD, {}));
    const recto = await client.post(nour, 'secure/api/tradingEffects/effect/recto', { effectId: effect.id });
    const svg = Buffer.from(resultOf(recto).image.split(',')[1], 'base64').toString('utf8');
    expect(svg).toContain('LETTRE DE CHANGE');
    expect(svg).toContain(effect.effectNumber);
    const verso = await client.post(nour, 'secure/api/tradingEffects/effect/verso', { effectId: effect.id });
    expect(resultOf(verso).side).toBe('VERSO');
    const leila = (await signIn(testApp.app, 'leila', 'WEB', 'test-device-0003')).headers;
    // Leila has no trade effect service: refused before the id is looked at.
    expect(
      (await client.post(leila, 'secure/api/tradingEffects/effect/recto', { effectId: effect.id }))
        .statusCode,
    ).toBe(403);
  });

  it('answers 404 for an effect on another customer’s account', async () => {
    const aminaMain = (await client.accounts(amina)).find((account) => account.accountType === 'MAIN');
    const [seeded] = await testApp.database.db.select().from(tradeEffects).limit(1);
    const today = toCalendarDate(new Date());
    const [theirs] = await testApp.database.db
      .insert(tradeEffects)
      .values({
        reference: `EFTEST${randomUUID().slice(0, 8)}`,
        customerId: seeded?.customerId ?? '',
        accountId: aminaMain?.id ?? '',
        direction: 'INWARD',
        effectNumber: '8999999',
        amountMinor: 1_000n,
        currency: 'TND',
        counterparty: 'Test',
        counterpartyRib: '08001000123456789013',
        issueDate: today,
        deadlineDate: today,
        createdAt: new Date(),
      })
      .returning({ id: tradeEffects.id });
    const answer = await client.post(nour, 'secure/api/tradingEffects/effect/recto', {
      effectId: theirs?.id,
    });
    expect(answer.statusCode).toBe(404);
    expect(JSON.stringify(resultOf(await client.post(nour, INWARD, {})))).not.toContain(theirs?.id);
  });

  it('pays an inward effect at its deadline through the ledger, or rejects it and books nothing', async () => {
    const paid = await addEffect('INWARD', 1_500_000n);
    const before = await client.balanceOf(mainId);
    const settled = resultOf(await settle(paid));
    expect(settled).toMatchObject({ status: 'PAID', rejectionReason: null });
    expect(await client.balanceOf(mainId)).toBe(before - 1_500_000n);
    expect(await sumOfEntry(settled.entryReference)).toBe('0');
    expect(codeOf(await settle(paid))).toBe('TRADE_EFFECT.SETTLED');

    // More than the account and its overdraft hold.
    const tooBig = await addEffect('INWARD', 900_000_000_000n);
    const rejected = resultOf(await settle(tooBig));
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'INSUFFICIENT_FUNDS',
      entryReference: null,
    });
    expect(await client.balanceOf(mainId)).toBe(before - 1_500_000n);
  });

  it('credits an outward effect when the drawee’s bank pays, and nothing when it refuses', async () => {
    const before = await client.balanceOf(mainId);
    const paid = resultOf(await settle(await addEffect('OUTWARD', 2_250_500n)));
    expect(paid.status).toBe('PAID');
    expect(await client.balanceOf(mainId)).toBe(before + 2_250_500n);
    expect(await sumOfEntry(paid.entryReference)).toBe('0');
    const refused = resultOf(await settle(await addEffect('OUTWARD', 700_000n), true));
    expect(refused).toMatchObject({ status: 'REJECTED', rejectionReason: 'REFUSED_BY_DRAWEE' });
    expect(await client.balanceOf(mainId)).toBe(before + 2_250_500n);
  });

  it('keeps the paid seeded effects tied to the entries the history booked', async () => {
    const paid = resultOf(await client.post(nour, INWARD, { status: 'PAID' }));
    expect(paid.length).toBeGreaterThan(0);
    for (const effect of paid) {
      expect(await sumOfEntry(effect.entryReference)).toBe('0');
    }
  });
});
