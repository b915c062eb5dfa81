import { randomUUID } from 'node:crypto';
import { transferChallengeSchema } from '@baraka/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { getBankAccountId } from '../../core/ledger/index.ts';
import { bankSessionPeriods, notifications } from '../../db/schema/index.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type AccountSummary,
  codeOf,
  createTransferClient,
  type Headers,
  resultOf,
} from '../../test/transfer-client.ts';

/** Tuesday 1 December 2026, 09:00 in Tunis: a working day before the 14:00 cut-off. */
const clock = createManualClock(new Date('2026-12-01T08:00:00Z'));
/** A valid RIB at another Tunisian bank (code 08). */
const OTHER_BANK_RIB = '08001000123456789013';

describe('transfers of each type, booked through the ledger', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createTransferClient>;
  let amina: Headers;
  let aminaAccounts: AccountSummary[];
  let leilaMain: AccountSummary;
  const byType = (accounts: AccountSummary[], type: string, currency = 'TND') => {
    const found = accounts.find((a) => a.accountType === type && a.currency === currency);
    if (!found) {
      throw new Error(`no ${type} ${currency} account`);
    }
    return found;
  };

  beforeAll(async () => {
    // The sweeps run when each test says, at the instants it chooses.
    testApp = await createTestApp({ clock, rateLimitMax: 10_000, jobs: [] });
    client = createTransferClient(testApp);
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    aminaAccounts = await client.accounts(amina);
    const leila = (await signIn(testApp.app, 'leila', 'WEB')).headers;
    leilaMain = byType(await client.accounts(leila), 'MAIN');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('moves money between own accounts at once, without a code', async () => {
    const main = byType(aminaAccounts, 'MAIN');
    const saving = byType(aminaAccounts, 'SAVING');
    const [mainBefore, savingBefore] = [await client.balanceOf(main.id), await client.balanceOf(saving.id)];

    const response = await client.post(
      amina,
      'transfer/personal',
      { debitAccountId: main.id, creditAccountId: saving.id, amount: '125.500', reason: 'Epargne' },
      { 'idempotency-key': randomUUID() },
    );

    expect(response.statusCode).toBe(200);
    expect(resultOf(response)).toMatchObject({
      type: 'OWN_ACCOUNT',
      transferType: 'OWN_ACCOUNT_TRANSFER',
      status: 'COMPLETED',
      rawStatus: 'MAT',
      amount: '125.500',
      fees: '0.000',
      executionDate: '2026-12-01',
    });
    expect(await client.balanceOf(main.id)).toBe(mainBefore - 125_500n);
    expect(await client.balanceOf(saving.id)).toBe(savingBefore + 125_500n);
  });

  it('moves money only between two different accounts of the customer, and books nothing otherwise', async () => {
    const main = byType(aminaAccounts, 'MAIN');
    const saving = byType(aminaAccounts, 'SAVING');
    const before = [await client.balanceOf(main.id), await client.balanceOf(leilaMain.id)];
    const send = (debitAccountId: string, creditAccountId: string) =>
      client.post(
        amina,
        'transfer/personal',
        { debitAccountId, creditAccountId, amount: '10' },
        { 'idempotency-key': randomUUID() },
      );

    const toOther = await send(main.id, leilaMain.id);
    const fromOther = await send(leilaMain.id, saving.id);
    const toItself = await send(main.id, main.id);

    expect([toOther.statusCode, codeOf(toOther)]).toEqual([404, 'COMMON.NOT_FOUND']);
    expect([fromOther.statusCode, codeOf(fromOther)]).toEqual([404, 'COMMON.NOT_FOUND']);
    expect(resultOf(toItself).fieldErrors).toEqual([{ field: 'creditAccountId', key: 'invalidSelection' }]);
    expect([await client.balanceOf(main.id), await client.balanceOf(leilaMain.id)]).toEqual(before);
  });

  it('pays another customer of the bank at once once the code is given', async () => {
    const main = byType(aminaAccounts, 'MAIN');
    const [payerBefore, payeeBefore] = [
      await client.balanceOf(main.id),
      await client.balanceOf(leilaMain.id),
    ];
    const order = {
      debitAccountId: main.id,
      amount: '80',
      payee: { rib: leilaMain.rib, name: 'Leila Gharbi' },
    };

    const { first, final } = await client.send(amina, 'transfer/withinBankTransfer', order);

    expect(first.statusCode).toBe(202);
    expect(transferChallengeSchema.safeParse(resultOf(first)).success).toBe(true);
    expect(resultOf(first).quote).toMatchObject({
      amount: '80.000',
      totalDebit: '80.000',
      execution: { executionDate: '2026-12-01', reason: 'BOOKED_IMMEDIATELY' },
      needsStrongAuthentication: true,
    });
    expect(resultOf(final)).toMatchObject({
      status: 'COMPLETED',
      rawStatus: 'MAT',
      payee: { name: 'Leila Gharbi' },
    });
    expect(await client.balanceOf(main.id)).toBe(payerBefore - 80_000n);
    expect(await client.balanceOf(leilaMain.id)).toBe(payeeBefore + 80_000n);
    const written = await testApp.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.subjectId, resultOf(final).id), eq(notifications.category, 'TRANSFER')));
    expect(written.map((row) => row.key)).toEqual(['TRANSFER_EXECUTED']);
  });

  it('checks the name of a new payee inside the bank against the account holder', async () => {
    const main = byType(aminaAccounts, 'MAIN');
    const order = {
      debitAccountId: main.id,
      amount: '10',
      payee: { rib: leilaMain.rib, name: 'Sami Ben Ali' },
    };

    const refused = await client.post(amina, 'transfer/addwithinbank', order);

    expect(codeOf(refused)).toBe('TRANSFER.PAYEE_NAME_MISMATCH');
    const accepted = await client.send(amina, 'transfer/addwithinbank', {
      ...order,
      payee: { ...order.payee, name: 'Gharbi' },
    });
    expect(resultOf(accepted.final)).toMatchObject({ status: 'COMPLETED', type: 'WITHINBANK' });
  });

  it('sends to another bank: debited now, held in the clearing account until the cut-off', async () => {
    const main = byType(aminaAccounts, 'MAIN');
    const clearing = await testApp.database.db.transaction((tx) =>
      getBankAccountId(tx, 'INTERBANK_CLEARING', 'TND'),
    );
    const fees = await testApp.database.db.transaction((tx) => getBankAccountId(tx, 'FEES', 'TND'));
    const [mainBefore = 0n, clearingBefore = 0n, feesBefore = 0n] = await Promise.all(
      [main.id, clearing, fees].map(client.balanceOf),
    );
    const order = {
      debitAccountId: main.id,
      amount: '150',
      reason: 'Loyer decembre',
      payee: { rib: OTHER_BANK_RIB, name: 'Mohamed Khelifi' },
    };

    const { first, final } = await client.send(amina, 'transfer/localTransfer', order);

    expect(resultOf(first).quote).toMatchObject({
      fees: '0.700',
      totalDebit: '150.700',
      execution: { executionDate: '2026-12-01', reason: 'BEFORE_CUTOFF', cutoff: '14:00' },
    });
    expect(resultOf(final)).toMatchObject({
      type: 'NATIONAL',
      transferType: 'LOCAL_TRANSFER',
      status: 'PROGRESS',
      rawStatus: 'IHLD',
      statusGroup: 'IN_PROGRESS',
      clearingAt: '2026-12-01T13:00:00.000Z',
      canCancel: true,
    });
    const after = await Promise.all([main.id, clearing, fees].map(client.balanceOf));
    expect(after).toEqual([mainBefore - 150_700n, clearingBefore + 150_000n, feesBefore + 700n]);
  });

  it('refuses a RIB of this bank as a national transfer, and a RIB with a wrong key', async () => {
    const main = byType(aminaAccounts, 'MAIN');
    const order = {
      debitAccountId: main.id,
      amount: '10',
      payee: { rib: leilaMain.rib, name: 'Leila Gharbi' },
    };

    const sameBank = await client.post(amina, 'transfer/localTransfer', order);
    const badKey = await client.post(amina, 'transfer/localTransfer', {
      ...order,
      payee: { rib: '08001000123456789000', name: 'X' },
    });

    expect(sameBank.json().body.result.fieldErrors).toEqual([
      { field: 'payee.rib', key: 'invalidRib', params: { reason: 'SAME_BANK' } },
    ]);
    expect(codeOf(badKey)).toBe('invalidRib');
  });

  it('reads single-session days from the bank session calendar: 10:30 on one is after its 10:00 cut-off', async () => {
    const main = byType(aminaAccounts, 'MAIN');
    clock.set(new Date('2026-12-01T09:30:00Z'));
    const session = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    const quote = async () => {
      const response = await client.post(session, 'transfer/quote', {
        type: 'NATIONAL',
        debitAccountId: main.id,
        amount: '50',
        reason: 'Facture',
        payee: { rib: OTHER_BANK_RIB, name: 'Mohamed Khelifi' },
      });
      return resultOf(response).execution;
    };
    try {
      expect(await quote()).toMatchObject({
        executionDate: '2026-12-01',
        reason: 'BEFORE_CUTOFF',
        cutoff: '14:00',
      });
      await testApp.database.db
        .insert(bankSessionPeriods)
        .values({ mode: 'SINGLE_SESSION', dateFrom: '2026-12-01', dateTo: '2026-12-01' });

      expect(await quote()).toMatchObject({
        executionDate: '2026-12-02',
        reason: 'AFTER_CUTOFF',
        cutoff: '10:00',
      });
    } finally {
      await testApp.database.db
        .delete(bankSessionPeriods)
        .where(eq(bankSessionPeriods.dateFrom, '2026-12-01'));
      clock.set(new Date('2026-12-01T08:00:00Z'));
    }
  });
});
