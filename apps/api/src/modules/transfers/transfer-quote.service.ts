/**
 * Checks and prices a transfer order without moving money: the debited account, the payee, the
 * amount in minor units, the conversion at the day's rates, the fee, the execution date from the
 * bank's calendar, the pack's limits and, for a transfer booked now, the available balance. The
 * confirmation books exactly what this prepared.
 */
import type { Language, TransferQuote } from '@baraka/contracts';
import { TRANSFER_SERVICES } from '@baraka/contracts';
import {
  addDays,
  BASE_CURRENCY,
  type CurrencyCode,
  computeClearingInstant,
  computeTransferFee,
  convertDinarsTo,
  followsInterbankCutoff,
  isPermitted,
  quoteForeignPayment,
  summarizeTransferExecution,
  type TransferExecutionSummary,
  type TransferLimits,
  toCalendarDate,
} from '@baraka/domain';
import type { AppDb } from '../../db/client.ts';
import { parseAmountField } from '../../lib/amounts.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import {
  getAvailableMinor,
  getVisibleAccounts,
  noSuchAccount,
  type VisibleAccount,
} from '../accounts/index.ts';
import { loadBankCalendar } from './bank-calendar.ts';
import { loadExchangeRates } from './fx-rates.ts';
import { fieldError } from './transfer-errors.ts';
import { assertWithinLimits, requireTransferLimits, sumTransfersToday } from './transfer-limits.service.ts';
import type { TransferOrder } from './transfer-order.ts';
import { orderAccountIds, type PayeeSnapshot, resolvePayee } from './transfer-payee.ts';
import { toQuote } from './transfer-quote-mapper.ts';

/** How far ahead a deferred transfer may be dated. */
const MAX_DEFERRAL_DAYS = 365;

export type PreparedTransfer = {
  order: TransferOrder;
  debitAccount: VisibleAccount;
  creditAccountId: string | null;
  /** The customer's own account credited, whose name the review gives in the caller's language. */
  creditAccount: VisibleAccount | null;
  payee: PayeeSnapshot;
  amountMinor: bigint;
  currency: string;
  debitAmountMinor: bigint;
  appliedRate: string | null;
  feeMinor: bigint;
  dinarMinor: bigint;
  execution: TransferExecutionSummary;
  clearingAt: Date | null;
  limits: TransferLimits;
  /** What the daily ceiling counted today; null when not read (see prepareTransferToBook). */
  usedTodayMinor: bigint | null;
  countsTowardsDaily: boolean;
};

/** A prepared transfer whose review (the quote) can be shown: the day's total was read. */
export type ReviewedTransfer = PreparedTransfer & { usedTodayMinor: bigint };

export function requireTypePermission(auth: AuthContext, order: TransferOrder): void {
  const permission = { service: TRANSFER_SERVICES[order.type], process: 'CREATE' } as const;
  if (!isPermitted(auth.grants, permission, auth.channel)) {
    throw new AppError('FORBIDDEN', { message: `Needs CREATE on ${permission.service}` });
  }
}

async function summarizeExecution(db: AppDb, order: TransferOrder, now: Date) {
  const today = toCalendarDate(now);
  if (order.executionDate && order.executionDate > addDays(today, MAX_DEFERRAL_DAYS)) {
    throw fieldError('executionDate', 'maxDate', { max: addDays(today, MAX_DEFERRAL_DAYS) });
  }
  const { holidays, calendar } = await loadBankCalendar(db, today);
  try {
    const execution = summarizeTransferExecution({
      instant: now,
      kind: order.kind,
      requestedDate: order.executionDate ?? null,
      calendar,
      holidays,
    });
    const clearingAt = followsInterbankCutoff(order.kind)
      ? computeClearingInstant(execution.executionDate, calendar)
      : null;
    return { execution, clearingAt };
  } catch (error) {
    if (error instanceof RangeError) {
      throw fieldError('executionDate', 'minDate', { min: today });
    }
    throw error;
  }
}

/** The order checked and priced, to review; throws the first refusal a customer would get. */
export async function prepareTransfer(
  db: AppDb,
  auth: AuthContext,
  order: TransferOrder,
  now: Date,
): Promise<ReviewedTransfer> {
  const prepared = await prepareOrder(db, auth, order, now, true);
  if (prepared.usedTodayMinor === null) {
    throw new Error('A reviewed transfer reads the day’s total');
  }
  return { ...prepared, usedTodayMinor: prepared.usedTodayMinor };
}

/**
 * The order checked and priced, to book without a review (an own-account order needs no code, so
 * no quote is shown): the day's total is read only when the daily ceiling counts the order.
 * Throws the same refusals as prepareTransfer, in the same order.
 */
export function prepareTransferToBook(
  db: AppDb,
  auth: AuthContext,
  order: TransferOrder,
  now: Date,
): Promise<PreparedTransfer> {
  return prepareOrder(db, auth, order, now, false);
}

async function prepareOrder(
  db: AppDb,
  auth: AuthContext,
  order: TransferOrder,
  now: Date,
  forReview: boolean,
): Promise<PreparedTransfer> {
  requireTypePermission(auth, order);
  const limits = requireTransferLimits(auth.record.customer);
  // Both accounts of an own-account order in one query; each is still checked in its turn.
  const accounts = await getVisibleAccounts(db, auth, orderAccountIds(order));
  const debitAccount = accounts.get(order.debitAccountId);
  if (!debitAccount) {
    throw noSuchAccount();
  }
  if (debitAccount.status !== 'ACTIVE') {
    throw new AppError('ACCOUNT_INACTIVE', { result: { accountId: debitAccount.id } });
  }
  const payee = await resolvePayee(db, auth, order, debitAccount, accounts);
  const amountMinor = parseAmountField(order.amount, payee.currency, 'amount', { isPositive: true });
  const debitCurrency = debitAccount.currency as CurrencyCode;
  // Dinars paid from a dinar account convert nothing (nor does the fee): the day's rates are not read.
  const isInDinars = payee.currency === BASE_CURRENCY && debitCurrency === BASE_CURRENCY;
  const rates = isInDinars ? [] : await loadExchangeRates(db);
  const fx = quoteForeignPayment({
    amountMinor,
    currency: payee.currency as CurrencyCode,
    debitCurrency,
    rates,
  });
  const feeMinor = convertDinarsTo(computeTransferFee(order.kind, fx.dinarMinor), debitCurrency, rates);
  const { execution, clearingAt } = await summarizeExecution(db, order, now);
  const countsTowardsDaily = order.kind !== 'OWN_ACCOUNT' && order.type !== 'PERMANENT';
  const usedTodayMinor =
    countsTowardsDaily || forReview
      ? await sumTransfersToday(db, auth.record.customer.id, toCalendarDate(now))
      : null;
  // An order the ceiling does not count is checked against the per-transfer bounds only.
  assertWithinLimits(limits, {
    dinarMinor: fx.dinarMinor,
    usedTodayMinor: usedTodayMinor ?? 0n,
    countsTowardsDaily,
  });
  const available = getAvailableMinor(debitAccount);
  if (!execution.isDeferred && fx.debitMinor + feeMinor > available) {
    throw new AppError('INSUFFICIENT_FUNDS', { result: { accountId: debitAccount.id } });
  }
  return {
    order,
    debitAccount,
    creditAccountId: payee.creditAccount?.id ?? null,
    creditAccount: payee.snapshot.accountId ? payee.creditAccount : null,
    payee: payee.snapshot,
    amountMinor,
    currency: payee.currency,
    debitAmountMinor: fx.debitMinor,
    appliedRate: fx.appliedRate,
    feeMinor,
    dinarMinor: fx.dinarMinor,
    execution,
    clearingAt,
    limits,
    usedTodayMinor,
    countsTowardsDaily,
  };
}

export async function quoteTransfer(
  db: AppDb,
  auth: AuthContext,
  order: TransferOrder,
  now: Date,
  language: Language,
): Promise<TransferQuote> {
  return toQuote(await prepareTransfer(db, auth, order, now), language);
}

/** What the one-time code confirms: type, debited account, amount, currency and payee. */
export function bindingOf(prepared: PreparedTransfer): Record<string, string> {
  const { payee } = prepared;
  return {
    type: prepared.order.type,
    debitAccountId: prepared.debitAccount.id,
    amountMinor: prepared.amountMinor.toString(),
    currency: prepared.currency,
    payee: payee.accountId ?? payee.rib ?? `${payee.iban ?? ''}/${payee.bic ?? ''}`,
    payeeName: payee.name,
  };
}
