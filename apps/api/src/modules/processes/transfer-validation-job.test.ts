import { TRANSFER_VALIDATION_REVIEW } from '@baraka/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { ledgerAccounts, ledgerHolds, notifications, transfers } from '../../db/schema/index.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTransferClient, type Headers, resultOf } from '../../test/transfer-client.ts';
import { clearDueTransfers } from '../transfers/index.ts';
import { runDueTransferValidations } from './transfer-validation-job.ts';

/** Tuesday 1 December 2026, 09:00 in Tunis: before the cut-off, the transfer is due now. */
const clock = createManualClock(new Date('2026-12-01T08:00:00Z'));
const PAYEE = { iban: 'FR14 2004 1010 0505 0001 3M02 606', bic: 'PSSTFRPPLIL', name: 'Jean Dupont' };
/** 2900 EUR: 10 016.600 TND, above the validation threshold; 25.042 TND of fee. */
const HELD_MINOR = 10_016_600n + 25_042n;

/** The bank's job validates held transfers after the review's delay, by the domain's rule, once. */
describe('the bank’s job completes transfer validations', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createTransferClient>;
  let leila: Headers;
  let mainId = '';
  const hold = async () => {
    const { final } = await client.send(leila, 'transfer/internationalTransfer', {
      debitAccountId: mainId,
      amount: '2900',
      currency: 'EUR',
      reason: 'Achat equipement',
      payee: PAYEE,
    });
    return resultOf(final).id as string;
  };
  const accountOf = async () => {
    const [row] = await testApp.database.db
      .select({ balance: ledgerAccounts.balanceMinor, held: ledgerAccounts.heldMinor })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, mainId));
    return row ?? { balance: 0n, held: 0n };
  };
  const transferOf = async (id: string) => {
    const [row] = await testApp.database.db.select().from(transfers).where(eq(transfers.id, id));
    return row;
  };
  const newsOf = (transferId: string) =>
    testApp.database.db
      .select({ key: notifications.key })
      .from(notifications)
      .where(and(eq(notifications.subjectId, transferId), eq(notifications.category, 'TRANSFER')));

  beforeAll(async () => {
    testApp = await createTestApp({ clock, rateLimitMax: 10_000, jobs: [] });
    client = createTransferClient(testApp);
    leila = (await signIn(testApp.app, 'leila', 'WEB')).headers;
    mainId = (await client.accounts(leila)).find((a) => a.accountType === 'MAIN')?.id ?? '';
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('approves after the delay, exactly once with two runners at the same time', async () => {
    const transferId = await hold();
    const before = await accountOf();

    const early = await runDueTransferValidations(testApp.database.db, clock.now());
    clock.advance(TRANSFER_VALIDATION_REVIEW.afterMs);
    const runs = await Promise.all([
      runDueTransferValidations(testApp.database.db, clock.now()),
      runDueTransferValidations(testApp.database.db, clock.now()),
    ]);
    const again = await runDueTransferValidations(testApp.database.db, clock.now());
    const [settled] = await testApp.database.db
      .select({ status: ledgerHolds.status })
      .from(ledgerHolds)
      .where(eq(ledgerHolds.accountId, mainId));

    expect(early).toEqual({ approved: 0, rejected: 0 });
    expect(runs.reduce((sum, run) => sum + run.approved, 0)).toBe(1);
    expect(again).toEqual({ approved: 0, rejected: 0 });
    expect(settled?.status).toBe('SETTLED');
    expect(await accountOf()).toEqual({
      balance: before.balance - HELD_MINOR,
      held: before.held - HELD_MINOR,
    });
    expect(await transferOf(transferId)).toMatchObject({ status: 'PROGRESS', rawStatus: 'IHLD' });
    // As after the development call: the customer hears of it once the clearing executes it.
    expect(await newsOf(transferId)).toEqual([]);
    await clearDueTransfers(testApp.database.db, new Date('2026-12-01T14:00:00Z'));
    expect(await transferOf(transferId)).toMatchObject({ status: 'COMPLETED' });
    expect(await newsOf(transferId)).toHaveLength(1);
  });

  it('rejects by the rule as data: the hold is given back, nothing booked, the customer told', async () => {
    const transferId = await hold();
    const waiting = await accountOf();
    clock.advance(TRANSFER_VALIDATION_REVIEW.afterMs);
    const refusingFrance = { ...TRANSFER_VALIDATION_REVIEW, refusedPayeeCountries: ['FR'] };

    const run = await runDueTransferValidations(testApp.database.db, clock.now(), refusingFrance);

    expect(run).toEqual({ approved: 0, rejected: 1 });
    expect(await accountOf()).toEqual({ balance: waiting.balance, held: waiting.held - HELD_MINOR });
    expect(await transferOf(transferId)).toMatchObject({
      status: 'REJECTED',
      rawStatus: 'REVE',
      statusReason: 'REJECTED_BY_BANK',
    });
    expect((await newsOf(transferId)).map((news) => news.key)).toEqual(['TRANSFER_REJECTED']);
  });
});
