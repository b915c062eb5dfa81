import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { type BankPurpose, getBankAccountId } from '../../core/ledger/index.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeOf, createTransferClient, type Headers, resultOf } from '../../test/transfer-client.ts';

/** Tuesday 1 December 2026, 09:00 in Tunis. */
const clock = createManualClock(new Date('2026-12-01T08:00:00Z'));
const PAYEE = { iban: 'FR14 2004 1010 0505 0001 3M02 606', bic: 'PSSTFRPPLIL', name: 'Jean Dupont' };

describe('transfers across currencies: converted at the day’s rates, fee to the bank abroad', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createTransferClient>;
  let leila: Headers;
  let mainId: string;
  let amina: Headers;
  const accountOf = async (headers: Headers, type: string, currency: string) => {
    const found = (await client.accounts(headers)).find(
      (a) => a.accountType === type && a.currency === currency,
    );
    if (!found) {
      throw new Error(`no ${type} ${currency} account`);
    }
    return found;
  };
  const bankAccount = (purpose: BankPurpose, currency: string) =>
    testApp.database.db.transaction((tx) => getBankAccountId(tx, purpose, currency));

  beforeAll(async () => {
    // The sweeps run when each test says, at the instants it chooses.
    testApp = await createTestApp({ clock, rateLimitMax: 10_000, jobs: [] });
    client = createTransferClient(testApp);
    leila = (await signIn(testApp.app, 'leila', 'WEB')).headers;
    mainId = (await client.accounts(leila)).find((a) => a.accountType === 'MAIN')?.id ?? '';
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('quotes the converted amount, applied rate and fee before the code, and books exactly that', async () => {
    const accounts = await Promise.all([
      mainId,
      await bankAccount('FX_POSITION', 'TND'),
      await bankAccount('FX_POSITION', 'EUR'),
      await bankAccount('INTERBANK_CLEARING', 'EUR'),
      await bankAccount('FEES', 'TND'),
    ]);
    const before = await Promise.all(accounts.map(client.balanceOf));
    const order = {
      debitAccountId: mainId,
      amount: '500',
      currency: 'EUR',
      reason: 'Frais de scolarite',
      payee: PAYEE,
    };

    const { first, final } = await client.send(leila, 'transfer/internationalTransfer', order);

    // 500 EUR sold at 3.4540: 1727.000 TND; the fee, 0.25 % of it, is raised to the 20 TND floor.
    expect(resultOf(first).quote).toMatchObject({
      amount: '500.00',
      currencyReceiver: 'EUR',
      amountConverter: '1727.000',
      currencySender: 'TND',
      appliedRate: '3.454000',
      fees: '20.000',
      totalDebit: '1747.000',
      payee: { iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPLIL', country: 'FR' },
      execution: { kind: 'INTERNATIONAL', reason: 'BEFORE_CUTOFF', executionDate: '2026-12-01' },
    });
    expect(resultOf(final)).toMatchObject({
      type: 'INTERNATIONAL',
      transferType: 'INTERNATIONAL_TRANSFER',
      status: 'PROGRESS',
      amountConverter: '1727.000',
      appliedRate: '3.454000',
      beneficiary: null,
    });
    const after = await Promise.all(accounts.map(client.balanceOf));
    const moved = after.map((value, index) => value - (before[index] ?? 0n));
    expect(moved).toEqual([-1_747_000n, 1_727_000n, -50_000n, 50_000n, 20_000n]);
  });

  it('converts between own accounts in two currencies at the day’s rate', async () => {
    const main = await accountOf(amina, 'MAIN', 'TND');
    const euros = await accountOf(amina, 'CURRENT', 'EUR');
    const [mainBefore, eurosBefore] = [await client.balanceOf(main.id), await client.balanceOf(euros.id)];
    const order = { type: 'OWN_ACCOUNT', debitAccountId: main.id, creditAccountId: euros.id, amount: '100' };

    const quote = resultOf(await client.post(amina, 'transfer/quote', order));
    const { type: _type, ...body } = order;
    const done = await client.post(amina, 'transfer/personal', body, { 'idempotency-key': randomUUID() });

    expect(quote).toMatchObject({
      amount: '100.00',
      currencyReceiver: 'EUR',
      amountConverter: '345.400',
      appliedRate: '3.454000',
      needsStrongAuthentication: false,
    });
    expect(resultOf(done)).toMatchObject({
      status: 'COMPLETED',
      amountConverter: '345.400',
      currencySender: 'TND',
    });
    expect(await client.balanceOf(main.id)).toBe(mainBefore - 345_400n);
    expect(await client.balanceOf(euros.id)).toBe(eurosBefore + 10_000n);
  });

  it('refuses an IBAN with a wrong check, a Tunisian IBAN, and the dinar', async () => {
    const order = { debitAccountId: mainId, amount: '10', currency: 'EUR', payee: PAYEE };

    const badIban = await client.post(leila, 'transfer/internationalTransfer', {
      ...order,
      payee: { ...PAYEE, iban: 'FR1520041010050500013M02606' },
    });
    const domestic = await client.post(leila, 'transfer/internationalTransfer', {
      ...order,
      payee: { ...PAYEE, iban: 'TN5908001000123456789013' },
    });
    const dinars = await client.post(leila, 'transfer/internationalTransfer', { ...order, currency: 'TND' });

    expect(resultOf(badIban).fieldErrors).toEqual([{ field: 'payee.iban', key: 'pattern' }]);
    expect(resultOf(domestic).fieldErrors).toEqual([
      { field: 'payee.iban', key: 'pattern', params: { reason: 'DOMESTIC' } },
    ]);
    expect(codeOf(dinars)).not.toBe('000');
    expect(dinars.statusCode).toBe(400);
  });
});
