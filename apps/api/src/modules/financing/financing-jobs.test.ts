import { setTimeout as sleep } from 'node:timers/promises';
import { addDays, fromTunisTime, toCalendarDate } from '@baraka/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { getBankAccountId, postEntry } from '../../core/ledger/index.ts';
import {
  bankCustomers,
  financingLines,
  ledgerAccounts,
  notifications,
  postings,
} from '../../db/schema/index.ts';
import { FINANCING_REPAYMENTS_QUEUE, financingRepaymentsJob } from '../../jobs/financing-jobs.ts';
import { type Queue, startQueue } from '../../jobs/queue.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { runDueRepayments } from './financing-repayments.service.ts';
import { openFinancing } from './financing-setup.ts';

const today = toCalendarDate(new Date());
/** 10:00 in Tunis on a day from today. */
const at = (days: number) => fromTunisTime(addDays(today, days), 10 * 60);
const clock = createManualClock(at(0));

describe('the financing repayment run', () => {
  let testApp: TestApp;
  let youssef: { customerId: string; accountId: string };

  const linesOf = (financingId: string) =>
    testApp.database.db
      .select()
      .from(financingLines)
      .where(eq(financingLines.financingId, financingId))
      .orderBy(financingLines.number);
  const postingsLabelled = (accountId: string, contract: string) =>
    testApp.database.db
      .select()
      .from(postings)
      .where(and(eq(postings.accountId, accountId), like(postings.label, `%${contract}%`)));
  const balanceOf = async (accountId: string) =>
    (
      await testApp.database.db
        .select({ balance: ledgerAccounts.balanceMinor })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, accountId))
    )[0]?.balance ?? 0n;
  const open = (contractNumber: string, financedMinor: bigint, firstDueDate: string, disburse: boolean) =>
    testApp.database.db.transaction((tx) =>
      openFinancing(tx, {
        customerId: youssef.customerId,
        refundAccountId: youssef.accountId,
        productCode: 'GOODS_MURABAHA',
        financedMinor,
        months: 6,
        establishmentDate: addDays(firstDueDate, -30),
        firstDueDate,
        contractNumber,
        assetDescription: 'Ordinateur portable',
        disburse,
      }),
    );

  beforeAll(async () => {
    // The runs happen when each test says, at the instants it chooses.
    testApp = await createTestApp({ clock, jobs: [] });
    const [row] = await testApp.database.db
      .select({ customerId: bankCustomers.id, accountId: ledgerAccounts.id })
      .from(bankCustomers)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.customerId, bankCustomers.id))
      .where(and(eq(bankCustomers.customerNumber, '10000002'), eq(ledgerAccounts.accountType, 'MAIN')));
    youssef = { customerId: row?.customerId ?? '', accountId: row?.accountId ?? '' };
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('pays out through the ledger and takes an instalment once, however many runners ask at once or again', async () => {
    const before = await balanceOf(youssef.accountId);
    const { financingId, lines } = await open('TEST-ONCE-1', 1_200_000n, today, true);
    const [first] = lines;

    await Promise.all([
      runDueRepayments(testApp.database.db, at(0)),
      runDueRepayments(testApp.database.db, at(0)),
    ]);
    await runDueRepayments(testApp.database.db, at(0));
    const [line] = await linesOf(financingId);
    const booked = await postingsLabelled(youssef.accountId, 'TEST-ONCE-1');

    expect(line).toMatchObject({ state: 'PAID', paidOn: today });
    // The payout, then one principal and one profit entry for the line.
    expect(booked.map((posting) => [posting.kind, posting.amountMinor]).sort()).toEqual(
      [
        ['TRANSFER_RECEIVED', 1_200_000n],
        ['FINANCING_PRINCIPAL_REPAYMENT', -(first?.principal ?? 0n)],
        ['PROFIT_INSTALMENT_REPAYMENT', -(first?.profit ?? 0n)],
      ].sort(),
    );
    expect(await balanceOf(youssef.accountId)).toBe(before + 1_200_000n - (first?.instalment ?? 0n));
  });

  it('takes nothing before the bank opens, and nothing twice after the job runner restarts', async () => {
    const { financingId } = await open('TEST-RESTART', 1_200_000n, addDays(today, 1), true);
    const early = await runDueRepayments(testApp.database.db, fromTunisTime(addDays(today, 1), 7 * 60));
    await runDueRepayments(testApp.database.db, at(1));

    await testApp.queue.stop();
    let restarted: Queue | undefined;
    try {
      restarted = await startQueue(testApp.database, testApp.config.publicUrl, {
        jobs: [financingRepaymentsJob],
        clock,
        pollingIntervalSeconds: 0.5,
      });
      clock.set(at(1));
      const id = await restarted.boss.send(FINANCING_REPAYMENTS_QUEUE, {});
      let job = await restarted.boss.getJobById(FINANCING_REPAYMENTS_QUEUE, String(id));
      for (let tries = 0; job?.state !== 'completed' && tries < 150; tries += 1) {
        await sleep(100);
        job = await restarted.boss.getJobById(FINANCING_REPAYMENTS_QUEUE, String(id));
      }

      expect(early).toEqual({ paid: 0, unpaid: 0 });
      expect(job?.state).toBe('completed');
      expect(job?.output).toEqual({ paid: 0, unpaid: 0 });
      const [line] = await linesOf(financingId);
      expect(line?.state).toBe('PAID');
      const repaid = await postingsLabelled(youssef.accountId, 'TEST-RESTART ECH. 1');
      expect(repaid).toHaveLength(2);
    } finally {
      await restarted?.stop();
    }
  });

  it('leaves an instalment the account cannot pay unpaid, tells the customer once, and settles it once funds arrive', async () => {
    // Paid out long ago: the account holds far less than the instalment.
    const { financingId, lines } = await open('TEST-UNPAID', 30_000_000n, addDays(today, 2), false);
    const before = await balanceOf(youssef.accountId);

    const refused = await runDueRepayments(testApp.database.db, at(2));
    const sameDay = await runDueRepayments(testApp.database.db, at(2));
    const [unpaid] = await linesOf(financingId);
    const nothingBooked = await postingsLabelled(youssef.accountId, 'TEST-UNPAID');
    const stillShort = await runDueRepayments(testApp.database.db, at(3));

    await testApp.database.db.transaction(async (tx) =>
      postEntry(tx, {
        kind: 'AGENCY_DEPOSIT',
        description: 'VERSEMENT ESPECES',
        bookingDate: addDays(today, 3),
        postings: [
          {
            accountId: youssef.accountId,
            amountMinor: 6_000_000n,
            currency: 'TND',
            kind: 'AGENCY_DEPOSIT',
            label: 'VERSEMENT ESPECES',
          },
          {
            accountId: await getBankAccountId(tx, 'CASH', 'TND'),
            amountMinor: -6_000_000n,
            currency: 'TND',
            kind: 'AGENCY_WITHDRAWAL',
            label: 'VERSEMENT ESPECES',
          },
        ],
      }),
    );
    const settled = await runDueRepayments(testApp.database.db, at(4));
    const [paid] = await linesOf(financingId);
    const told = await testApp.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.subjectId, financingId), eq(notifications.key, 'FINANCING_INSTALMENT_UNPAID')),
      );

    expect(refused).toEqual({ paid: 0, unpaid: 1 });
    expect(sameDay).toEqual({ paid: 0, unpaid: 0 });
    expect(unpaid).toMatchObject({ state: 'UNPAID', unpaidSince: addDays(today, 2), paidPrincipalMinor: 0n });
    expect(nothingBooked).toEqual([]);
    expect(stillShort).toEqual({ paid: 0, unpaid: 1 });
    expect(settled).toEqual({ paid: 1, unpaid: 0 });
    expect(paid).toMatchObject({ state: 'PAID', paidOn: addDays(today, 4) });
    expect(told).toHaveLength(1);
    expect(await balanceOf(youssef.accountId)).toBe(before + 6_000_000n - (lines[0]?.instalment ?? 0n));
  });

  it('runs the repayments of a day on demand outside production (the development call)', async () => {
    const { financingId } = await open('TEST-DEV-RUN', 1_200_000n, addDays(today, 6), true);
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/dev/financing/run-repayments',
      payload: { date: addDays(today, 6) },
    });
    const [line] = await linesOf(financingId);

    expect(answer.statusCode).toBe(200);
    expect(answer.json().body.result.paid).toBeGreaterThanOrEqual(1);
    expect(line).toMatchObject({ state: 'PAID', paidOn: addDays(today, 6) });
  });
});
