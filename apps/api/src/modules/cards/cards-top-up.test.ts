import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardClient } from '../../test/card-client.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeOf, type Headers, resultOf } from '../../test/transfer-client.ts';

describe('topping up a prepaid card', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createCardClient>;
  let amina: Headers;
  let mainId: string;
  let savingId: string;
  let prepaidId: string;

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, jobs: [] });
    client = createCardClient(testApp);
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    const accounts = await client.accounts(amina);
    mainId = accounts.find((account) => account.accountType === 'MAIN')?.id ?? '';
    savingId = accounts.find((account) => account.accountType === 'SAVING')?.id ?? '';
    // No prepaid card is seeded: amina orders one and the card office makes it.
    const { final } = await client.confirmed(amina, 'secure/card', {
      accountId: mainId,
      productCode: 'TEC',
      limit: '700',
      periodicity: 'MONTHLY',
      agencyCode: '001',
    });
    const made = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/dev/card-requests/advance',
      payload: { referenceNumber: resultOf(final).referenceNumber, to: 'TERMINATE' },
    });
    prepaidId = resultOf(made).cardId;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('moves money from the account to the card’s own account, with a code', async () => {
    const before = await client.card(amina, prepaidId);
    const { first, final } = await client.send(amina, 'cards/topUp', {
      cardId: prepaidId,
      debitAccountId: mainId,
      amount: '50',
    });
    const after = await client.card(amina, prepaidId);
    expect(codeOf(first)).toBe('OTP.300');
    expect(resultOf(first).quote.amount).toBe('50.000');
    expect(before.kind).toBe('PREPAID');
    expect(before.accountId).not.toBe(mainId);
    // Its own account is shown on the card, not among her accounts.
    expect((await client.accounts(amina)).map((account) => account.id)).not.toContain(before.accountId);
    expect(final.statusCode).toBe(200);
    expect(Number(resultOf(final).cardBalance)).toBe(Number(before.balance) + 50);
    expect(Number(after.balance)).toBe(Number(before.balance) + 50);
    expect(after.operations[0]?.operationType).toBe('TOP_UP');
    // A top-up is not spending: the period's limit is untouched.
    expect(after.onPerTotAmount).toBe(before.onPerTotAmount);
  });

  it('refuses a debit card', async () => {
    const debit = (await client.cards(amina)).find((card) => card.kind === 'DEBIT');
    const response = await client.post(amina, 'cards/topUp', {
      cardId: debit?.id,
      debitAccountId: mainId,
      amount: '5',
    });
    expect(codeOf(response)).toBe('CARD.NOT_PREPAID');
  });

  it('answers a refusal again, byte for byte, under its key even once the money is there', async () => {
    // 100 dinars booked and 500 of overdraft: 600 available.
    await client.drain(amina, mainId, savingId, 100_000n);
    const body = { cardId: prepaidId, debitAccountId: mainId, amount: '700' };
    const key = randomUUID();
    const { final: refused, challengeKey } = await client.send(amina, 'cards/topUp', body, key);
    const funded = await client.post(
      amina,
      'transfer/personal',
      { debitAccountId: savingId, creditAccountId: mainId, amount: '1000' },
      { 'idempotency-key': randomUUID() },
    );
    const balance = (await client.card(amina, prepaidId)).balance;
    // The client retries the very request it sent: same code, same key.
    const replay = await client.post(amina, 'cards/topUp', body, {
      'challenge-key': challengeKey ?? '',
      'idempotency-key': key,
    });
    expect(codeOf(refused)).toBe('LEDGER.INSUFFICIENT_FUNDS');
    expect(refused.headers['idempotent-replayed']).toBe('false');
    expect(funded.statusCode).toBe(200);
    expect(replay.statusCode).toBe(refused.statusCode);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(refused.body);
    expect((await client.card(amina, prepaidId)).balance).toBe(balance);
  });
});
