import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, journalEntries, ledgerAccounts } from '../../db/schema/index.ts';
import { createCardClient } from '../../test/card-client.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeOf, type Headers, resultOf } from '../../test/transfer-client.ts';
import { SETTLEMENT_DELAY_MS, settleDueAuthorisations } from './index.ts';

describe('the card terminal: authorisations held, then settled or cancelled', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createCardClient>;
  let amina: Headers;
  let cardId: string;
  let mainId: string;
  let savingId: string;
  const figures = async () => {
    const [row] = await testApp.database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, mainId));
    return { booked: row?.balanceMinor ?? 0n, held: row?.heldMinor ?? 0n };
  };

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, jobs: [] });
    client = createCardClient(testApp);
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    const accounts = await client.accounts(amina);
    mainId = accounts.find((account) => account.accountType === 'MAIN')?.id ?? '';
    savingId = accounts.find((account) => account.accountType === 'SAVING')?.id ?? '';
    const card = (await client.cards(amina)).find(
      (item) => item.accountId === mainId && item.periodicity === 'MONTHLY',
    );
    cardId = card?.id ?? '';
    // A daily limit, so the seeded month's payments leave the whole limit to these tests.
    await client.confirmed(amina, 'secure/api/cards/updateLimitsCard', {
      cardId,
      limit: '2000',
      periodicity: 'DAILY',
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses a blocked card, with the reason', async () => {
    const blocked = (await client.cards(amina)).find((card) => card.status === 'BLOCKED');
    const response = await client.terminal({ cardId: blocked?.id ?? '', amount: '10' });
    expect(response.statusCode).toBe(422);
    expect(codeOf(response)).toBe('CARD.BLOCKED');
  });

  it('refuses an expired card', async () => {
    const [other] = (await client.cards(amina)).filter(
      (card) => card.id !== cardId && card.status === 'ACTIVE',
    );
    await testApp.database.db
      .update(cards)
      .set({ expiryMonth: '2020-01' })
      .where(eq(cards.id, other?.id ?? ''));
    const response = await client.terminal({ cardId: other?.id ?? '', amount: '10' });
    expect(codeOf(response)).toBe('CARD.EXPIRED');
  });

  it('refuses over what is left of the period’s limit, saying what is left', async () => {
    const left = (await client.card(amina, cardId)).limitAmountBeforeTrn;
    const response = await client.terminal({ cardId, amount: String(Number(left) + 1) });
    expect(codeOf(response)).toBe('CARD.LIMIT_EXCEEDED');
    expect(resultOf(response).limitAmountBeforeTrn).toBe(left);
  });

  it('holds an authorisation at once; a cancellation leaves no trace in the booked balance', async () => {
    const before = await figures();
    const approved = await client.terminal({ cardId, amount: '45.5' });
    const held = await figures();
    const card = await client.card(amina, cardId);
    const cancelled = await client.close(resultOf(approved).operationId, 'CANCEL');
    const after = await figures();
    const twice = await client.close(resultOf(approved).operationId, 'SETTLE');
    expect(resultOf(approved).status).toBe('APPROVED');
    expect(held).toEqual({ booked: before.booked, held: before.held + 45_500n });
    expect(card.total).toBe('45.500');
    expect(card.onPerTotAmount).toBe('45.500');
    expect(resultOf(cancelled).status).toBe('ANNULE');
    expect(resultOf(cancelled).referenceAnnulation).toMatch(/^AN/);
    expect(after).toEqual(before);
    expect((await client.card(amina, cardId)).onPerTotAmount).toBe('0.000');
    expect(codeOf(twice)).toBe('CARD.AUTHORISATION_CLOSED');
  });

  it('settles an authorisation into one card payment entry crediting the bank', async () => {
    const before = await figures();
    const approved = await client.terminal({
      cardId,
      amount: '12',
      operationType: 'WITHDRAWAL',
      merchant: 'DAB LAC 2',
    });
    const settled = resultOf(await client.close(resultOf(approved).operationId, 'SETTLE'));
    const [entry] = await testApp.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.reference, settled.referenceFT));
    expect(await figures()).toEqual({ booked: before.booked - 12_000n, held: before.held });
    expect(settled.isSettled).toBe(true);
    expect(entry?.kind).toBe('ATM_WITHDRAWAL');
  });

  it('answers a replayed terminal request with its first answer', async () => {
    const key = { 'idempotency-key': randomUUID() };
    const first = await client.terminal({ cardId, amount: '3' }, key);
    const replay = await client.terminal({ cardId, amount: '3' }, key);
    expect(replay.body).toBe(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('keeps held money from a transfer, and refuses over the available balance', async () => {
    // 100 dinars booked and 500 of overdraft: 600 available.
    await client.drain(amina, mainId, savingId, 100_000n);
    const hold = await client.terminal({ cardId, amount: '550' });
    const transfer = await client.post(
      amina,
      'transfer/personal',
      { debitAccountId: mainId, creditAccountId: savingId, amount: '100' },
      { 'idempotency-key': randomUUID() },
    );
    const overBalance = await client.terminal({ cardId, amount: '100' });
    await client.close(resultOf(hold).operationId, 'CANCEL');
    const afterRelease = await client.post(
      amina,
      'transfer/personal',
      { debitAccountId: mainId, creditAccountId: savingId, amount: '100' },
      { 'idempotency-key': randomUUID() },
    );
    expect(resultOf(hold).status).toBe('APPROVED');
    expect(codeOf(transfer)).toBe('LEDGER.INSUFFICIENT_FUNDS');
    expect(codeOf(overBalance)).toBe('LEDGER.INSUFFICIENT_FUNDS');
    expect(afterRelease.statusCode).toBe(200);
  });

  it('settles the authorisations past the delay in the job, and only those', async () => {
    const approved = await client.terminal({ cardId, amount: '5' });
    const now = new Date();
    const early = await settleDueAuthorisations(testApp.database.db, now);
    const late = await settleDueAuthorisations(
      testApp.database.db,
      new Date(now.getTime() + SETTLEMENT_DELAY_MS + 1000),
    );
    const operation = resultOf(await client.post(amina, 'cards/operations', { cardId, size: 1 })).items[0];
    expect(resultOf(approved).status).toBe('APPROVED');
    expect(early.settled).toBe(0);
    expect(late.settled).toBeGreaterThanOrEqual(1);
    expect(operation.isSettled).toBe(true);
  });
});
