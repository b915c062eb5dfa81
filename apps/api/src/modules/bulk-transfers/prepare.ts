/**
 * Checks and prices a bulk transfer without moving money: every row goes through the checks of a
 * single transfer (payee, amount, the pack's per-transfer bounds, fee, execution date) and every
 * refusal is answered against its row (`rows.<index>.<field>`); then the batch as a whole meets the
 * day's ceiling and the available balance.
 */
import {
  BULK_ROW_ERROR_KEYS,
  ERROR_CODES,
  type FieldError,
  type MultipleTransferRequest,
  TRANSFER_ERROR_CODES,
} from '@baraka/contracts';
import { BANK_CODE, findTunisianBank, isValidRib, type TransferLimits, toCalendarDate } from '@baraka/domain';
import type { AppDb } from '../../db/client.ts';
import { toDecimal, toMinor } from '../../lib/amounts.ts';
import { AppError, isAppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { getAvailableMinor, getVisibleAccount, type VisibleAccount } from '../accounts/index.ts';
import type { TransferOrder } from '../transfers/index.ts';
import {
  fieldError,
  type PreparedTransfer,
  prepareTransfer,
  requireTransferLimits,
  sumTransfersToday,
  transferError,
} from '../transfers/index.ts';

/** The batch's currency: rows are national or within-bank transfers in dinars. */
export const BULK_CURRENCY = 'TND';

export type PreparedBatch = {
  debitAccount: VisibleAccount;
  rows: PreparedTransfer[];
  totalMinor: bigint;
  totalFeeMinor: bigint;
  limits: TransferLimits;
  usedTodayMinor: bigint;
};

/** A row as a single transfer order: a RIB of this bank is within the bank, any other is national. */
export function toRowOrder(
  debitAccountId: string,
  row: MultipleTransferRequest['rows'][number],
): TransferOrder {
  const kind = row.payee.rib.startsWith(BANK_CODE) ? 'WITHINBANK' : 'NATIONAL';
  return {
    type: 'MULTIPLE',
    kind,
    debitAccountId,
    payee: row.payee,
    amount: row.amount,
    reason: row.reason || undefined,
    // A payee typed in a table is new to the bank's checks: its name must be the holder's.
    checkPayeeName: kind === 'WITHINBANK',
  };
}

type RowOutcome =
  | { prepared: PreparedTransfer }
  | { errors: FieldError[] }
  /** Fine as a row, but alone past the balance or the ceiling: its amount still counts in the total. */
  | { batchError: AppError; amountMinor: bigint };

/** Batch-wide refusals a single row can show (the balance, the day's ceiling) are checked on the total. */
const BATCH_WIDE = new Set<string>([
  ERROR_CODES.INSUFFICIENT_FUNDS.code,
  TRANSFER_ERROR_CODES.DAILY_LIMIT_EXCEEDED.code,
]);

function toRowErrors(error: AppError, index: number): FieldError[] | null {
  const at = (field: string) => `rows.${index}.${field}`;
  if (error.fieldErrors?.length) {
    return error.fieldErrors.map((item) => ({ ...item, field: at(item.field) }));
  }
  if (error.code === TRANSFER_ERROR_CODES.PAYEE_UNKNOWN.code) {
    return [{ field: at('payee.rib'), key: 'ribUnknownAccount' }];
  }
  if (error.code === TRANSFER_ERROR_CODES.PAYEE_NAME_MISMATCH.code) {
    return [{ field: at('payee.name'), key: BULK_ROW_ERROR_KEYS.nameMismatch }];
  }
  return null;
}

async function prepareRow(
  db: AppDb,
  auth: AuthContext,
  order: TransferOrder,
  index: number,
  now: Date,
): Promise<RowOutcome> {
  const rib = order.payee?.rib ?? '';
  if (order.kind === 'NATIONAL' && isValidRib(rib) && !findTunisianBank(rib)) {
    return { errors: [{ field: `rows.${index}.payee.rib`, key: 'ribUnknownBank' }] };
  }
  try {
    const prepared = await prepareTransfer(db, auth, order, now);
    if (prepared.currency !== BULK_CURRENCY) {
      const params = { currency: BULK_CURRENCY };
      return { errors: [{ field: `rows.${index}.payee.rib`, key: BULK_ROW_ERROR_KEYS.currency, params }] };
    }
    return { prepared };
  } catch (error) {
    if (!isAppError(error)) {
      throw error;
    }
    if (BATCH_WIDE.has(error.code)) {
      return { batchError: error, amountMinor: toMinor(order.amount.replace(',', '.'), BULK_CURRENCY) };
    }
    const errors = toRowErrors(error, index);
    if (!errors) {
      // Not about the row (the debited account, the permission): the whole call is refused.
      throw error;
    }
    return { errors };
  }
}

/** The day's ceiling and the balance, for the batch's total. */
export function assertBatchFits(
  batch: Pick<PreparedBatch, 'limits' | 'totalMinor' | 'totalFeeMinor'>,
  usedTodayMinor: bigint,
  account: Pick<VisibleAccount, 'id' | 'balanceMinor' | 'heldMinor' | 'overdraftLimitMinor'>,
): void {
  const { limits, totalMinor, totalFeeMinor } = batch;
  if (usedTodayMinor + totalMinor > limits.dailyMinor) {
    const remaining = limits.dailyMinor - usedTodayMinor;
    throw transferError('DAILY_LIMIT_EXCEEDED', 'The batch would pass the daily transfer limit', {
      dailyLimit: toDecimal(limits.dailyMinor, BULK_CURRENCY),
      usedToday: toDecimal(usedTodayMinor, BULK_CURRENCY),
      remainingToday: toDecimal(remaining > 0n ? remaining : 0n, BULK_CURRENCY),
      currency: BULK_CURRENCY,
    });
  }
  const available = getAvailableMinor(account);
  if (totalMinor + totalFeeMinor > available) {
    throw new AppError('INSUFFICIENT_FUNDS', { result: { accountId: account.id } });
  }
}

/**
 * The batch checked and priced; throws every row's refusal at once, or the batch's. The route has
 * checked the MULTIPLE_TRANSFER permission; a pack without transfers is refused here.
 */
export async function prepareBatch(
  db: AppDb,
  auth: AuthContext,
  request: MultipleTransferRequest,
  now: Date,
): Promise<PreparedBatch> {
  const limits = requireTransferLimits(auth.record.customer);
  const debitAccount = await getVisibleAccount(db, auth, request.debitAccountId);
  if (debitAccount.currency !== BULK_CURRENCY) {
    throw fieldError('debitAccountId', 'invalidSelection', { currency: BULK_CURRENCY });
  }
  const rows: PreparedTransfer[] = [];
  const errors: FieldError[] = [];
  let batchError: AppError | null = null;
  let unpricedMinor = 0n;
  for (const [index, row] of request.rows.entries()) {
    const outcome = await prepareRow(db, auth, toRowOrder(request.debitAccountId, row), index, now);
    if ('prepared' in outcome) {
      rows.push(outcome.prepared);
    } else if ('errors' in outcome) {
      errors.push(...outcome.errors);
    } else {
      batchError = outcome.batchError;
      unpricedMinor += outcome.amountMinor;
    }
  }
  if (errors.length > 0) {
    throw new AppError('INVALID_REQUEST', { message: 'Some rows are refused', fieldErrors: errors });
  }
  const totalMinor = rows.reduce((sum, row) => sum + row.amountMinor, 0n);
  const totalFeeMinor = rows.reduce((sum, row) => sum + row.feeMinor, 0n);
  const usedTodayMinor = await sumTransfersToday(db, auth.record.customer.id, toCalendarDate(now));
  const batch = { debitAccount, rows, totalMinor, totalFeeMinor, limits, usedTodayMinor };
  assertBatchFits({ ...batch, totalMinor: totalMinor + unpricedMinor }, usedTodayMinor, debitAccount);
  if (batchError) {
    // A row alone past the balance or the ceiling puts the total past it too: normally caught above.
    throw batchError;
  }
  return batch;
}

/** What the one code confirms: the debited account, the total and every payee with its amount. */
export function bindingOfBatch(batch: PreparedBatch): Record<string, string> {
  return {
    type: 'MULTIPLE',
    debitAccountId: batch.debitAccount.id,
    currency: BULK_CURRENCY,
    count: String(batch.rows.length),
    totalMinor: batch.totalMinor.toString(),
    payees: batch.rows
      .map((row) => `${row.payee.rib ?? ''}|${row.payee.name}|${row.amountMinor.toString()}`)
      .join(';'),
  };
}
