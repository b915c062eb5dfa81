/**
 * Demo transfers (embedded default, never in production), tied to the movements the accounts seed
 * already booked so history and ledger agree: Amina's monthly rent becomes a standing order with
 * its runs, Amina's and Leila's monthly savings become own-account transfers; Leila also has a
 * transfer booked today and one deferred to next week.
 */
import { addDays, getPeriodKey, listStandingOrderRuns, toCalendarDate } from '@baraka/domain';
import type { AppTx } from '../../../db/client.ts';
import { standingOrderRuns, standingOrders, transfers } from '../../../db/schema/index.ts';
import { recordStatus, type TransferRow } from '../transfer-status.ts';
import { seedLeilaOrders } from './leila-orders.seed.ts';
import { accountsOf, findBookedTransfers, linkedTransfer } from './seed-links.ts';

const RENT_LABEL = 'VIR EMIS LOYER M. KHELIFI';
const SAVINGS_LABEL = 'VIR PERMANENT EPARGNE';
/** Mohamed Khelifi's account at another Tunisian bank (code 08). */
export const LANDLORD_RIB = '08001000123456789013';
const SAVINGS_MONTHS = 6;

/** A past transfer with its history line and the notification it gave at the time. */
async function insertLinked(tx: AppTx, row: TransferRow) {
  await tx.insert(transfers).values(row);
  await recordStatus(tx, row, { status: 'COMPLETED', rawStatus: 'MAT', actor: 'SYSTEM', at: row.createdAt });
}

async function seedRentOrder(tx: AppTx, today: string) {
  const accounts = await accountsOf(tx, '10000001');
  const main = accounts.find((row) => row.account.accountType === 'MAIN');
  if (!main) {
    return;
  }
  const rents = await findBookedTransfers(tx, main.account.id, RENT_LABEL);
  const [first] = rents;
  if (!first) {
    return;
  }
  const [order] = await tx
    .insert(standingOrders)
    .values({
      customerId: main.customerId,
      kind: 'NATIONAL',
      debitAccountId: main.account.id,
      payeeName: 'Mohamed Khelifi',
      payeeRib: LANDLORD_RIB,
      amountMinor: 750_000n,
      currency: 'TND',
      reason: 'Loyer',
      frequency: 'MONTHLY',
      firstExecutionDate: first.bookingDate,
      status: 'ACTIVE',
      createdAt: new Date(`${addDays(first.bookingDate, -3)}T09:00:00+01:00`),
    })
    .returning({ id: standingOrders.id });
  if (!order) {
    return;
  }
  for (const rent of rents) {
    const row = linkedTransfer(rent, {
      customerId: main.customerId,
      type: 'PERMANENT',
      kind: 'NATIONAL',
      creditAccountId: null,
      payeeName: 'Mohamed Khelifi',
      payeeRib: LANDLORD_RIB,
      standingOrderId: order.id,
      reason: 'Loyer',
    });
    await insertLinked(tx, row);
    await tx.insert(standingOrderRuns).values({
      orderId: order.id,
      periodKey: getPeriodKey(rent.bookingDate, 'MONTHLY'),
      dueDate: rent.bookingDate,
      transferId: row.id,
      status: 'EXECUTED',
      executedAt: row.createdAt,
    });
  }
  // Months the demo history left without rent (not enough money then) are not owed again today.
  const schedule = {
    id: order.id,
    frequency: 'MONTHLY' as const,
    firstExecutionDate: first.bookingDate,
    lastExecutionDate: null,
  };
  const paid = new Set(rents.map((rent) => getPeriodKey(rent.bookingDate, 'MONTHLY')));
  for (const run of listStandingOrderRuns(schedule, today, [])) {
    if (!paid.has(run.periodKey)) {
      await tx
        .insert(standingOrderRuns)
        .values({
          orderId: order.id,
          periodKey: run.periodKey,
          dueDate: run.dueDate,
          status: 'REJECTED',
          executedAt: new Date(),
        })
        .onConflictDoNothing();
    }
  }
}

async function seedSavings(tx: AppTx, customerNumber: string, today: string) {
  const accounts = await accountsOf(tx, customerNumber);
  const main = accounts.find((row) => row.account.accountType === 'MAIN');
  const saving = accounts.find((row) => row.account.accountType === 'SAVING');
  if (!main || !saving) {
    return;
  }
  const since = `${addDays(today, -31 * SAVINGS_MONTHS).slice(0, 7)}-01`;
  const moves = (await findBookedTransfers(tx, saving.account.id, SAVINGS_LABEL, main.account.id)).filter(
    (move) => move.bookingDate >= since,
  );
  for (const move of moves) {
    const row = linkedTransfer(move, {
      customerId: main.customerId,
      type: 'OWN_ACCOUNT',
      kind: 'OWN_ACCOUNT',
      creditAccountId: saving.account.id,
      payeeName: saving.account.title,
      payeeRib: saving.account.rib,
      standingOrderId: null,
      reason: 'Épargne mensuelle',
    });
    await insertLinked(tx, row);
  }
}

export async function seedTransfers(tx: AppTx): Promise<void> {
  const now = new Date();
  const today = toCalendarDate(now);
  await seedRentOrder(tx, today);
  await seedSavings(tx, '10000001', today);
  await seedSavings(tx, '10000003', today);
  await seedLeilaOrders(tx, now);
}
