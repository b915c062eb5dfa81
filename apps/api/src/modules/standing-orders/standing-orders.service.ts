/**
 * Setting up and cancelling standing orders (spec §3 "Permanent transfer"). An order debits an
 * active dinar main or current account (as secure/account/permanent/eligible lists) in favour of
 * another of the customer's accounts or a RIB; each run is a transfer of its own, executed by the
 * standing-order job. The per-transfer bounds apply to the amount; the first date is today or later.
 */
import type { Language, PermanentTransferRequest, StandingOrderQuote } from '@baraka/contracts';
import {
  addDays,
  type CalendarDate,
  computeTransferFee,
  findNextStandingOrderRun,
  isPermitted,
  listStandingOrderRuns,
  maskAccountNumber,
  type StandingOrderFrequency,
  toCalendarDate,
} from '@baraka/domain';
import { eq } from 'drizzle-orm';
import type { AppDb, AppTx } from '../../db/client.ts';
import { standingOrders } from '../../db/schema/index.ts';
import { parseAmountField, toDecimal } from '../../lib/amounts.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { getVisibleAccount, nameAccount } from '../accounts/index.ts';
import type { TransferOrder } from '../transfers/index.ts';
import {
  assertWithinLimits,
  describeLimits,
  fieldError,
  loadBankCalendar,
  requireTransferLimits,
  resolvePayee,
  toPayee,
  transferError,
} from '../transfers/index.ts';

const MAX_FIRST_DATE_DAYS = 365;
const PREVIEW_RUNS = 4;

export type PreparedStandingOrder = {
  values: typeof standingOrders.$inferInsert;
  quote: StandingOrderQuote;
};

function checkDates(request: PermanentTransferRequest, today: CalendarDate) {
  if (request.firstExecutionDate < today) {
    throw fieldError('firstExecutionDate', 'minDate', { min: today });
  }
  if (request.firstExecutionDate > addDays(today, MAX_FIRST_DATE_DAYS)) {
    throw fieldError('firstExecutionDate', 'maxDate', { max: addDays(today, MAX_FIRST_DATE_DAYS) });
  }
}

export async function prepareStandingOrder(
  db: AppDb,
  auth: AuthContext,
  request: PermanentTransferRequest,
  now: Date,
  language: Language,
): Promise<PreparedStandingOrder> {
  const today = toCalendarDate(now);
  checkDates(request, today);
  const limits = requireTransferLimits(auth.record.customer);
  const debit = await getVisibleAccount(db, auth, request.debitAccountId);
  if (debit.status !== 'ACTIVE' || debit.currency !== 'TND' || debit.accountType === 'SAVING') {
    throw fieldError('debitAccountId', 'invalidSelection');
  }
  const rib = request.payee?.rib ?? '';
  const kind = request.creditAccountId ? 'OWN_ACCOUNT' : rib.startsWith('32') ? 'WITHINBANK' : 'NATIONAL';
  const order: TransferOrder = { ...request, type: 'PERMANENT', kind };
  const payee = await resolvePayee(db, auth, order, debit);
  if (payee.currency !== 'TND') {
    throw fieldError(request.creditAccountId ? 'creditAccountId' : 'payee.rib', 'invalidSelection');
  }
  const amountMinor = parseAmountField(request.amount, 'TND', 'amount');
  assertWithinLimits(limits, { dinarMinor: amountMinor, usedTodayMinor: 0n, countsTowardsDaily: false });
  const schedule = {
    id: 'preview',
    frequency: request.frequency as StandingOrderFrequency,
    firstExecutionDate: request.firstExecutionDate,
    lastExecutionDate: request.lastExecutionDate ?? null,
  };
  const { holidays } = await loadBankCalendar(db, today);
  const first = findNextStandingOrderRun(schedule, today, holidays);
  const nextRuns = first
    ? listStandingOrderRuns(schedule, addDays(first.dueDate, 800), holidays).slice(0, PREVIEW_RUNS)
    : [];
  return {
    values: {
      customerId: auth.record.customer.id,
      createdBy: auth.userId,
      kind,
      debitAccountId: debit.id,
      creditAccountId: payee.creditAccount?.id ?? null,
      payeeName: payee.snapshot.name,
      payeeRib: payee.snapshot.rib ?? payee.creditAccount?.rib ?? '',
      beneficiaryId: payee.snapshot.beneficiaryId,
      amountMinor,
      currency: 'TND',
      reason: request.reason ?? null,
      frequency: request.frequency,
      firstExecutionDate: request.firstExecutionDate,
      lastExecutionDate: request.lastExecutionDate ?? null,
      status: 'ACTIVE',
      createdAt: now,
    },
    quote: {
      kind,
      debitAccount: {
        id: debit.id,
        accountNumber: maskAccountNumber(debit.accountNumber),
        title: nameAccount(debit, language),
        currency: debit.currency,
      },
      // The customer's own account is named in the caller's language; a payee as the customer typed it.
      payee: toPayee(
        payee.snapshot.accountId && payee.creditAccount
          ? { ...payee.snapshot, name: nameAccount(payee.creditAccount, language) }
          : payee.snapshot,
      ),
      amount: toDecimal(amountMinor, 'TND'),
      currency: 'TND',
      fees: toDecimal(computeTransferFee(kind, amountMinor), 'TND'),
      frequency: request.frequency,
      firstExecutionDate: request.firstExecutionDate,
      lastExecutionDate: request.lastExecutionDate ?? null,
      nextRuns: nextRuns.map((run) => ({ periodKey: run.periodKey, dueDate: run.dueDate })),
      limits: describeLimits(limits, 0n),
    },
  };
}

export async function insertStandingOrder(tx: AppTx, prepared: PreparedStandingOrder): Promise<string> {
  const [row] = await tx.insert(standingOrders).values(prepared.values).returning({ id: standingOrders.id });
  if (!row) {
    throw new Error('The standing order was not written');
  }
  return row.id;
}

/** Stops the runs to come; runs already done stay. */
export async function cancelStandingOrder(tx: AppTx, auth: AuthContext, id: string, now: Date) {
  if (!isPermitted(auth.grants, { service: 'PERMANENT_TRANSFER', process: 'DELETE' }, auth.channel)) {
    throw new AppError('FORBIDDEN', { message: 'Needs DELETE on PERMANENT_TRANSFER' });
  }
  const [order] = await tx.select().from(standingOrders).where(eq(standingOrders.id, id)).for('update');
  if (!order || order.customerId !== auth.record.customer.id) {
    throw new AppError('NOT_FOUND', { message: 'No such standing order' });
  }
  await getVisibleAccount(tx, auth, order.debitAccountId);
  if (order.status !== 'ACTIVE') {
    throw transferError('NOT_CANCELLABLE', 'This standing order has already ended or been cancelled');
  }
  await tx
    .update(standingOrders)
    .set({ status: 'CANCELLED', cancelledAt: now })
    .where(eq(standingOrders.id, id));
}
