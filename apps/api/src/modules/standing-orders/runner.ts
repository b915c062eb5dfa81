/**
 * Executes the standing-order runs that are due (at 08:15 Tunis on their due date, when the bank
 * validates). A run is claimed by inserting its (order, period) key in the transaction that books
 * it: a crash leaves neither, a second runner waits on the key and then finds it taken, so each
 * run happens exactly once whatever the replicas and restarts. A run the account cannot pay is
 * recorded as refused (with its notification) and not tried again.
 */
import {
  addDays,
  computeClearingInstant,
  computeTransferFee,
  getValidationOpeningInstant,
  listStandingOrderRuns,
  type StandingOrderFrequency,
  type StandingOrderRun,
  type TransferKind,
  toCalendarDate,
} from '@baraka/domain';
import { and, eq, lte } from 'drizzle-orm';
import type { AppDb, AppTx } from '../../db/client.ts';
import { standingOrderRuns, standingOrders, transfers } from '../../db/schema/index.ts';
import { isAppError } from '../../plugins/errors/index.ts';
import {
  type BankCalendar,
  bookNow,
  loadBankCalendar,
  newTransferRow,
  recordStatus,
  type TransferRow,
} from '../transfers/index.ts';

type OrderRow = typeof standingOrders.$inferSelect;

export type RunOutcome = 'EXECUTED' | 'REJECTED' | 'ALREADY_DONE';

function runTransfer(order: OrderRow, run: StandingOrderRun, bank: BankCalendar, now: Date) {
  return newTransferRow({
    customerId: order.customerId,
    initiatedBy: order.createdBy,
    type: 'PERMANENT',
    kind: order.kind,
    debitAccountId: order.debitAccountId,
    creditAccountId: order.creditAccountId,
    payeeName: order.payeeName,
    payeeRib: order.payeeRib,
    payeeIban: null,
    payeeBic: null,
    payeeCountry: null,
    beneficiaryId: order.beneficiaryId,
    standingOrderId: order.id,
    amountMinor: order.amountMinor,
    currency: order.currency,
    debitAmountMinor: order.amountMinor,
    debitCurrency: order.currency,
    appliedRate: null,
    feeMinor: computeTransferFee(order.kind as TransferKind, order.amountMinor),
    dinarMinor: order.amountMinor,
    reason: order.reason ?? `Virement permanent ${run.periodKey}`,
    requestedDate: run.scheduledDate,
    executionDate: run.dueDate,
    executionReason: run.dueDate === run.scheduledDate ? 'DEFERRED' : 'DEFERRED_AFTER_REST_DAY',
    releaseAt: getValidationOpeningInstant(run.dueDate),
    clearingAt: order.kind === 'NATIONAL' ? computeClearingInstant(run.dueDate, bank.calendar) : null,
    idempotencyKey: run.runKey,
    channel: null,
    createdAt: now,
  });
}

/** Claims and executes one run in its own transaction. */
export async function executeRun(
  db: AppDb,
  order: OrderRow,
  run: StandingOrderRun,
  bank: BankCalendar,
  now: Date,
): Promise<RunOutcome> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(standingOrderRuns)
      .values({
        orderId: order.id,
        periodKey: run.periodKey,
        dueDate: run.dueDate,
        status: 'EXECUTED',
        executedAt: now,
      })
      .onConflictDoNothing()
      .returning({ periodKey: standingOrderRuns.periodKey });
    if (claimed.length === 0) {
      return 'ALREADY_DONE';
    }
    const draft = runTransfer(order, run, bank, now);
    const outcome = await bookOrRefuse(tx, draft, now);
    await tx
      .update(standingOrderRuns)
      .set({ transferId: draft.id, status: outcome })
      .where(and(eq(standingOrderRuns.orderId, order.id), eq(standingOrderRuns.periodKey, run.periodKey)));
    return outcome;
  });
}

async function bookOrRefuse(tx: AppTx, draft: TransferRow, now: Date): Promise<'EXECUTED' | 'REJECTED'> {
  try {
    await tx.transaction(async (savepoint) => {
      const { row, change } = await bookNow(savepoint, draft, now);
      await savepoint.insert(transfers).values(row);
      await recordStatus(savepoint, row, change);
    });
    return 'EXECUTED';
  } catch (error) {
    if (!isAppError(error) || error.httpStatus >= 500) {
      throw error;
    }
    const refused = { ...draft, status: 'REJECTED', rawStatus: 'REVE', statusReason: reasonOf(error.code) };
    await tx.insert(transfers).values(refused);
    await recordStatus(tx, refused, {
      status: 'REJECTED',
      rawStatus: 'REVE',
      reason: refused.statusReason,
      actor: 'SYSTEM',
      at: now,
    });
    return 'REJECTED';
  }
}

/** LEDGER.INSUFFICIENT_FUNDS → INSUFFICIENT_FUNDS. */
const reasonOf = (code: string): string => code.split('.').pop() ?? code;

/** Every active order's runs due by now and not done yet, oldest first. */
export async function runDueStandingOrders(db: AppDb, now: Date): Promise<Record<RunOutcome, number>> {
  const today = toCalendarDate(now);
  const bank = await loadBankCalendar(db, today);
  const orders = await db
    .select()
    .from(standingOrders)
    .where(and(eq(standingOrders.status, 'ACTIVE'), lte(standingOrders.firstExecutionDate, today)));
  const counts: Record<RunOutcome, number> = { EXECUTED: 0, REJECTED: 0, ALREADY_DONE: 0 };
  for (const order of orders) {
    const done = await db
      .select({ periodKey: standingOrderRuns.periodKey })
      .from(standingOrderRuns)
      .where(eq(standingOrderRuns.orderId, order.id));
    const doneKeys = new Set(done.map((row) => row.periodKey));
    const schedule = { ...order, frequency: order.frequency as StandingOrderFrequency };
    const runs = listStandingOrderRuns(schedule, today, bank.holidays).filter(
      (run) => !doneKeys.has(run.periodKey) && getValidationOpeningInstant(run.dueDate) <= now,
    );
    for (const run of runs) {
      counts[await executeRun(db, order, run, bank, now)] += 1;
    }
    await endIfFinished(db, order, schedule, doneKeys.size + runs.length, bank);
  }
  return counts;
}

/** An order whose last run is done ends. */
async function endIfFinished(
  db: AppDb,
  order: OrderRow,
  schedule: Parameters<typeof listStandingOrderRuns>[0],
  runsDone: number,
  bank: BankCalendar,
) {
  if (!order.lastExecutionDate) {
    return;
  }
  const all = listStandingOrderRuns(schedule, addDays(order.lastExecutionDate, 366), bank.holidays);
  if (runsDone >= all.length) {
    await db.update(standingOrders).set({ status: 'ENDED' }).where(eq(standingOrders.id, order.id));
  }
}
