import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { getBankAccountId } from '../../core/ledger/index.ts';
import { clearingBatches, notifications } from '../../db/schema/index.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeOf, createTransferClient, type Headers, resultOf } from '../../test/transfer-client.ts';
import { clearDueTransfers, releaseDueTransfers } from './transfer-jobs.service.ts';

/** Friday 4 December 2026, 15:00 in Tunis: after the 14:00 cut-off. */
const clock = createManualClock(new Date('2026-12-04T14:00:00Z'));
const tunis = (dateTime: string) => new Date(`${dateTime}+01:00`);
const LANDLORD_RIB = '08001000123456789013';

describe('transfer lifecycle: cut-off, clearing, deferral, cancellation', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createTransferClient>;
  let amina: Headers;
  let mainId: string;
  let savingId: string;
  const signInAgain = async () => {
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
  };
  const display = async (id: string) =>
    resultOf(await client.post(amina, 'secure/api/transfer/display', { id }));
  const notificationsOf = (id: string) =>
    testApp.database.db.select().from(notifications).where(eq(notifications.subjectId, id));
  const national = (amount: string, extra: object = {}) => ({
    debitAccountId: mainId,
    amount,
    payee: { rib: LANDLORD_RIB, name: 'Mohamed Khelifi' },
    ...extra,
  });

  beforeAll(async () => {
    // The sweeps run when each test says, at the instants it chooses.
    testApp = await createTestApp({ clock, rateLimitMax: 10_000, jobs: [] });
    client = createTransferClient(testApp);
    await signInAgain();
    const accounts = await client.accounts(amina);
    mainId = accounts.find((a) => a.accountType === 'MAIN')?.id ?? '';
    savingId = accounts.find((a) => a.accountType === 'SAVING')?.id ?? '';
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('runs a national transfer given after the cut-off on the next working day, and clears it at that day’s cut-off', async () => {
    const { first, final } = await client.send(amina, 'transfer/localTransfer', national('150'));
    const { id } = resultOf(final);

    expect(resultOf(first).quote.execution).toMatchObject({
      orderDate: '2026-12-04',
      executionDate: '2026-12-07',
      reason: 'AFTER_CUTOFF',
      isSameDay: false,
    });
    expect(resultOf(final)).toMatchObject({ status: 'PROGRESS', executionDate: '2026-12-07' });

    await clearDueTransfers(testApp.database.db, tunis('2026-12-07T13:59:59'));
    await signInAgain();
    expect((await display(id)).status).toBe('PROGRESS');

    clock.set(tunis('2026-12-07T14:00:01'));
    await clearDueTransfers(testApp.database.db, clock.now());
    await signInAgain();
    const cleared = await display(id);

    expect(cleared).toMatchObject({
      status: 'COMPLETED',
      rawStatus: 'MAT',
      statusGroup: 'TREATED',
      canCancel: false,
    });
    expect(cleared.history.map((line: { status: string }) => line.status)).toEqual(['PROGRESS', 'COMPLETED']);
    expect((await notificationsOf(id)).map((row) => row.key)).toEqual(['TRANSFER_EXECUTED']);
    const batches = await testApp.database.db.select().from(clearingBatches);
    expect(batches.some((batch) => batch.executionDate === '2026-12-07' && batch.transferCount >= 1)).toBe(
      true,
    );
  });

  it('cancels a transfer waiting for the clearing: everything is given back, fee included', async () => {
    clock.set(tunis('2026-12-08T09:00:00'));
    await signInAgain();
    const clearing = await testApp.database.db.transaction((tx) =>
      getBankAccountId(tx, 'INTERBANK_CLEARING', 'TND'),
    );
    const before = [await client.balanceOf(mainId), await client.balanceOf(clearing)];
    const { final } = await client.send(amina, 'transfer/localTransfer', national('60'));
    const { id } = resultOf(final);

    const cancelled = await client.post(
      amina,
      'transfer/cancel',
      { id },
      { 'idempotency-key': randomUUID() },
    );
    const again = await client.post(amina, 'transfer/cancel', { id }, { 'idempotency-key': randomUUID() });

    expect(resultOf(cancelled)).toMatchObject({
      status: 'REJECTED',
      rawStatus: 'REVE',
      statusReason: 'CANCELLED_BY_CUSTOMER',
      canCancel: false,
    });
    expect([await client.balanceOf(mainId), await client.balanceOf(clearing)]).toEqual(before);
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('TRANSFER.NOT_CANCELLABLE');
    expect((await notificationsOf(id)).map((row) => row.key)).toEqual(['TRANSFER_CANCELLED']);
  });

  it('refuses to cancel a transfer already executed', async () => {
    const done = await client.post(
      amina,
      'transfer/personal',
      { debitAccountId: mainId, creditAccountId: savingId, amount: '1' },
      { 'idempotency-key': randomUUID() },
    );

    const refused = await client.post(
      amina,
      'transfer/cancel',
      { id: resultOf(done).id },
      { 'idempotency-key': randomUUID() },
    );

    expect(codeOf(refused)).toBe('TRANSFER.NOT_CANCELLABLE');
  });

  it('keeps a deferred transfer pending, books it at 08:15 on its date, and cancels one before', async () => {
    const order = {
      debitAccountId: mainId,
      creditAccountId: savingId,
      amount: '42',
      executionDate: '2026-12-12',
    };
    const before = await client.balanceOf(savingId);
    const deferred = resultOf(
      await client.post(amina, 'transfer/personal', order, { 'idempotency-key': randomUUID() }),
    );
    const other = resultOf(
      await client.post(amina, 'transfer/personal', order, { 'idempotency-key': randomUUID() }),
    );

    // 12 December 2026 is a Saturday: the transfer runs on Monday the 14th.
    expect(deferred).toMatchObject({ status: 'PENDING', executionDate: '2026-12-14', canCancel: true });
    expect(
      resultOf(
        await client.post(amina, 'transfer/cancel', { id: other.id }, { 'idempotency-key': randomUUID() }),
      ),
    ).toMatchObject({ status: 'REJECTED', statusReason: 'CANCELLED_BY_CUSTOMER' });
    await releaseDueTransfers(testApp.database.db, tunis('2026-12-14T08:14:59'));
    expect(await client.balanceOf(savingId)).toBe(before);

    await releaseDueTransfers(testApp.database.db, tunis('2026-12-14T08:15:00'));
    clock.set(tunis('2026-12-14T08:16:00'));
    await signInAgain();

    expect(await display(deferred.id)).toMatchObject({ status: 'COMPLETED', rawStatus: 'MAT' });
    expect(await client.balanceOf(savingId)).toBe(before + 42_000n);
  });

  it('refuses a deferred transfer the account cannot pay on its date, and tells the customer', async () => {
    const { final } = await client.send(
      amina,
      'transfer/localTransfer',
      national('5000', { executionDate: '2026-12-16' }),
    );
    const { id } = resultOf(final);
    await client.drain(amina, mainId, savingId, 0n);

    await releaseDueTransfers(testApp.database.db, tunis('2026-12-16T08:15:00'));
    clock.set(tunis('2026-12-16T08:16:00'));
    await signInAgain();

    expect(await display(id)).toMatchObject({
      status: 'REJECTED',
      rawStatus: 'REVE',
      statusReason: 'INSUFFICIENT_FUNDS',
    });
    expect((await notificationsOf(id)).map((row) => row.key)).toEqual(['TRANSFER_REJECTED']);
  });
});
