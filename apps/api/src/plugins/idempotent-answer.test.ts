/** Idempotency over HTTP: a money-moving route answered through its Idempotency-Key header. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBankAccountId } from '../core/ledger/bank-accounts.ts';
import { openCustomerAccount } from '../core/ledger/open-account.ts';
import { postEntry } from '../core/ledger/post-entry.ts';
import { transferEntry } from '../core/ledger/testing/transfer-workload.ts';
import { bankCustomers, ledgerAccounts } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TRANSFER_TEST_URL, transferTestModule } from './testing/transfer-test-module.ts';

let testApp: TestApp;
let rich: string;
let poor: string;

const openAccount = async (customerId: string, number: string) =>
  testApp.database.db.transaction((tx) =>
    openCustomerAccount(tx, {
      customerId,
      branchCode: '001',
      branchName: 'Tunis Centre',
      accountNumber: number,
      currency: 'TND',
      accountType: 'CURRENT',
      category: '1001',
      title: `Compte ${number}`,
      openDate: '2026-01-01',
    }),
  );

const deposit = (to: string, amountMinor: bigint, key: string) =>
  testApp.database.db.transaction(async (tx) => {
    const cash = await getBankAccountId(tx, 'CASH', 'TND');
    await postEntry(tx, transferEntry({ key, from: cash, to, amountMinor, currency: 'TND' }));
  });

const balanceOf = async (id: string) => {
  const [row] = await testApp.database.db
    .select({ balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, id));
  return row?.balance;
};

const send = (key: string | undefined, payload: object, language = 'fr') =>
  testApp.app.inject({
    method: 'POST',
    url: TRANSFER_TEST_URL,
    headers: { language, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

beforeAll(async () => {
  testApp = await createTestApp({ modules: [transferTestModule] });
  const [customer] = await testApp.database.db.select({ id: bankCustomers.id }).from(bankCustomers).limit(1);
  rich = await openAccount(customer?.id ?? '', '8800000000001');
  poor = await openAccount(customer?.id ?? '', '8800000000002');
  await deposit(rich, 1_000_000n, 'deposit-rich');
});

afterAll(() => testApp.close());

describe('answerIdempotently', () => {
  it('asks for an Idempotency-Key before moving money', async () => {
    const response = await send(undefined, { from: rich, to: poor, amountMinor: '1000' });
    expect(response.statusCode).toBe(400);
    expect(response.json().header.statusCode).toBe('IDEMPOTENCY.KEY_REQUIRED');
    expect(await balanceOf(poor)).toBe(0n);
  });

  it('moves the money once and answers a replay with the same bytes', async () => {
    const payload = { from: rich, to: poor, amountMinor: '250500' };
    const first = await send('http-transfer-1', payload);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBe('false');
    expect(first.json().body.result.balanceAfterMinor).toBe('749500');
    const again = await send('http-transfer-1', { amountMinor: '250500', to: poor, from: rich });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.rawPayload).toEqual(first.rawPayload);
    expect(await balanceOf(poor)).toBe(250_500n);
  });

  it('refuses the same key with another payload with IDEMPOTENCY.KEY_REUSED (422)', async () => {
    const reused = await send('http-transfer-1', { from: rich, to: poor, amountMinor: '250501' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().header.statusCode).toBe('IDEMPOTENCY.KEY_REUSED');
    expect(await balanceOf(poor)).toBe(250_500n);
  });

  it('replays a refusal byte for byte, in the first call language, after the funds arrived', async () => {
    const payload = { from: poor, to: rich, amountMinor: '300000' };
    const refused = await send('http-refused-1', payload, 'fr');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().header).toMatchObject({
      statusCode: 'LEDGER.INSUFFICIENT_FUNDS',
      errorMsg: 'Le solde disponible du compte est insuffisant pour cette opération.',
    });
    await deposit(poor, 100_000n, 'deposit-poor');
    const replay = await send('http-refused-1', payload, 'ar');
    expect(replay.statusCode).toBe(422);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.rawPayload).toEqual(refused.rawPayload);
    expect(await balanceOf(poor)).toBe(350_500n);
  });

  it('executes concurrent duplicates once: the others get the same bytes or 409', async () => {
    const payload = { from: rich, to: poor, amountMinor: '1000' };
    const responses = await Promise.all(Array.from({ length: 5 }, () => send('http-race-1', payload)));
    const executed = responses.filter((response) => response.headers['idempotent-replayed'] === 'false');
    expect(executed).toHaveLength(1);
    for (const response of responses) {
      if (response.statusCode === 409) {
        expect(response.json().header.statusCode).toBe('IDEMPOTENCY.IN_PROGRESS');
      } else {
        expect(response.rawPayload).toEqual(executed[0]?.rawPayload);
      }
    }
    const { rows } = await testApp.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from journal_entries where metadata->>'idempotencyKey' = 'http-race-1'`,
    );
    expect(rows[0]?.n).toBe(1);
    expect(await balanceOf(poor)).toBe(351_500n);
  });
});
