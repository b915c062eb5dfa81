import { randomUUID } from 'node:crypto';
import { TRANSFER_VALIDATION_RULES } from '@baraka/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { ledgerAccounts, ledgerHolds, processes } from '../../db/schema/index.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeOf, createTransferClient, type Headers, resultOf } from '../../test/transfer-client.ts';
import { clearDueTransfers } from '../transfers/index.ts';

/** Tuesday 1 December 2026, 09:00 in Tunis: before the cut-off, the transfer is due now. */
const clock = createManualClock(new Date('2026-12-01T08:00:00Z'));
const PAYEE = { iban: 'FR14 2004 1010 0505 0001 3M02 606', bic: 'PSSTFRPPLIL', name: 'Jean Dupont' };
/** 2900 EUR at 3.4540: 10 016.600 TND, above the 10 000 TND threshold; the fee is 0.25 % of it, rounded up. */
const LARGE = { amount: '2900', dinarMinor: 10_016_600n, feeMinor: 25_042n };

describe('an international transfer above the threshold waits for the bank’s validation (bankerisebpm)', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createTransferClient>;
  let leila: Headers;
  let mainId = '';
  const order = (amount: string) => ({
    debitAccountId: mainId,
    amount,
    currency: 'EUR',
    reason: 'Achat equipement',
    payee: PAYEE,
  });
  const heldOn = async (accountId: string) => {
    const [row] = await testApp.database.db
      .select({ held: ledgerAccounts.heldMinor })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, accountId));
    return row?.held ?? 0n;
  };
  const getList = (headers: Headers) =>
    testApp.app.inject({ method: 'GET', url: '/gateway/secure/api/processes', headers });
  const validationOf = async (headers: Headers, transferId: string) => {
    const all = resultOf(await getList(headers));
    return all.find(
      (process: { processName: string; variables: Record<string, string> }) =>
        process.processName === 'TRANSFER_VALIDATION' && process.variables.transferId === transferId,
    );
  };
  const bank = (processId: string, outcome: 'APPROVE' | 'REJECT') =>
    client.post({}, 'dev/processes/complete-bank-task', { processId, task: 'VALIDATE', outcome });
  const transferDetail = async (transferId: string) =>
    resultOf(await client.post(leila, 'secure/api/transfer/display', { id: transferId }));

  beforeAll(async () => {
    testApp = await createTestApp({ clock, rateLimitMax: 10_000, jobs: [] });
    client = createTransferClient(testApp);
    leila = (await signIn(testApp.app, 'leila', 'WEB')).headers;
    mainId = (await client.accounts(leila)).find((a) => a.accountType === 'MAIN')?.id ?? '';
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('takes the threshold from the rules as data', () => {
    expect(TRANSFER_VALIDATION_RULES.INTERNATIONAL.fromDinarMinor).toBe(10_000_000n);
    expect(LARGE.dinarMinor).toBeGreaterThan(TRANSFER_VALIDATION_RULES.INTERNATIONAL.fromDinarMinor);
  });

  it('books a smaller one at once, without a process', async () => {
    const { final } = await client.send(leila, 'transfer/internationalTransfer', order('500'));

    expect(resultOf(final).status).toBe('PROGRESS');
    expect(await validationOf(leila, resultOf(final).id)).toBeUndefined();
  });

  it('holds the money, books nothing, and leaves a task to the bank; a replay starts nothing more', async () => {
    const balanceBefore = await client.balanceOf(mainId);
    const heldBefore = await heldOn(mainId);
    const key = randomUUID();

    const { final, challengeKey } = await client.send(
      leila,
      'transfer/internationalTransfer',
      order(LARGE.amount),
      key,
    );
    const transfer = resultOf(final);
    const replay = await client.post(leila, 'transfer/internationalTransfer', order(LARGE.amount), {
      'challenge-key': challengeKey ?? '',
      'idempotency-key': key,
    });
    const validation = await validationOf(leila, transfer.id);
    const started = await testApp.database.db
      .select()
      .from(processes)
      .where(eq(processes.definition, 'TRANSFER_VALIDATION'));

    expect(transfer).toMatchObject({ status: 'BLOCKED', statusReason: 'AWAITING_BANK_VALIDATION' });
    expect(resultOf(replay).id).toBe(transfer.id);
    expect(started).toHaveLength(1);
    expect(await client.balanceOf(mainId)).toBe(balanceBefore);
    expect(await heldOn(mainId)).toBe(heldBefore + LARGE.dinarMinor + LARGE.feeMinor);
    expect(validation).toMatchObject({
      state: 'AWAITING_VALIDATION',
      waitingTasks: [{ task: 'VALIDATE', actor: 'BANK' }],
      variables: { transferId: transfer.id, currency: 'EUR', amountMinor: '290000' },
    });
    expect(Object.keys(validation.variables).some((name) => name.startsWith('internal.'))).toBe(false);
  });

  it('refuses the bank’s task to the customer, to another customer, to anonymous callers and bad input', async () => {
    const [transfer] = resultOf(await getList(leila));
    const processId = transfer.processId as string;
    const task = { processId, task: 'VALIDATE', outcome: 'APPROVE' };
    const amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;

    const byCustomer = await client.post(leila, 'bankerisebpm/tasks/complete', task);
    const byOther = await client.post(amina, 'bankerisebpm/tasks/complete', task);
    const otherReads = await client.post(amina, 'secure/api/processes/detail', { processId });
    const anonymous = await client.post({}, 'bankerisebpm/tasks/complete', task);
    const anonymousList = await getList({});
    const malformed = await client.post(leila, 'bankerisebpm/tasks/complete', { ...task, processId: 'x' });
    const cancel = await client.post(leila, 'transfer/cancel', { id: transfer.variables.transferId });

    expect([byCustomer.statusCode, codeOf(byCustomer)]).toEqual([403, 'PROCESS.WRONG_PARTY']);
    expect(byOther.statusCode).toBe(404);
    expect(otherReads.statusCode).toBe(404);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymousList.statusCode).toBe(401);
    expect(malformed.statusCode).toBe(400);
    expect(cancel.statusCode).toBeGreaterThanOrEqual(400);
    expect((await transferDetail(transfer.variables.transferId)).status).toBe('BLOCKED');
  });

  it('books the held money once when the bank approves, then the clearing takes it', async () => {
    const [process] = resultOf(await getList(leila));
    const balanceBefore = await client.balanceOf(mainId);
    const heldBefore = await heldOn(mainId);

    // Two back-office clicks at once: one books, the other finds the task done.
    const [first, second] = await Promise.all([
      bank(process.processId, 'APPROVE'),
      bank(process.processId, 'APPROVE'),
    ]);
    const [approved, again] = first.statusCode === 200 ? [first, second] : [second, first];
    const [hold] = await testApp.database.db
      .select()
      .from(ledgerHolds)
      .where(eq(ledgerHolds.accountId, mainId));

    expect(resultOf(approved)).toMatchObject({ state: 'APPROVED', waitingTasks: [] });
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'PROCESS.NOT_WAITING']);
    expect(hold?.status).toBe('SETTLED');
    expect(await client.balanceOf(mainId)).toBe(balanceBefore - LARGE.dinarMinor - LARGE.feeMinor);
    expect(await heldOn(mainId)).toBe(heldBefore - LARGE.dinarMinor - LARGE.feeMinor);
    expect(await transferDetail(process.variables.transferId)).toMatchObject({
      status: 'PROGRESS',
      rawStatus: 'IHLD',
    });
    // 15:00 in Tunis, past the 14:00 cut-off.
    await clearDueTransfers(testApp.database.db, new Date('2026-12-01T14:00:00Z'));
    expect(await transferDetail(process.variables.transferId)).toMatchObject({
      status: 'COMPLETED',
      rawStatus: 'MAT',
    });
  });

  it('gives the hold back when the bank rejects and books nothing', async () => {
    const balanceBefore = await client.balanceOf(mainId);
    const heldBefore = await heldOn(mainId);
    const { final } = await client.send(leila, 'transfer/internationalTransfer', order(LARGE.amount));
    const validation = await validationOf(leila, resultOf(final).id);
    const heldWhileWaiting = await heldOn(mainId);

    const rejected = await bank(validation.processId, 'REJECT');
    const approvedLate = await bank(validation.processId, 'APPROVE');

    expect(heldWhileWaiting).toBe(heldBefore + LARGE.dinarMinor + LARGE.feeMinor);
    expect(resultOf(rejected)).toMatchObject({ state: 'REJECTED', waitingTasks: [] });
    expect(approvedLate.statusCode).toBe(409);
    expect(await heldOn(mainId)).toBe(heldBefore);
    expect(await client.balanceOf(mainId)).toBe(balanceBefore);
    expect(await transferDetail(resultOf(final).id)).toMatchObject({
      status: 'REJECTED',
      rawStatus: 'REVE',
      statusReason: 'REJECTED_BY_BANK',
    });
  });
});
