/**
 * Records a confirmed transfer inside the idempotent call's transaction: limits checked again
 * under a lock on the customer (two orders at once cannot both use the last of the day's ceiling;
 * an order the ceiling does not count, between own accounts, takes no such lock), then booked now
 * — own account and within bank completed at once, interbank held in the clearing account until
 * the cut-off — or left PENDING until its date for the release job; one the bank validates by hand
 * waits BLOCKED in a process of the engine (transfer-validation.ts).
 *
 * Lock order of a transfer call: its idempotency key (claimed first), the customer's row when the
 * daily ceiling counts the order, then the posted accounts by ascending id (ledger_post_entry),
 * last: the row, its history, its notification and the stored answer are written before, so the
 * accounts stay locked only for the posting and the commit.
 */
import { randomUUID } from 'node:crypto';
import type { TransferStatus } from '@baraka/contracts';
import { needsBankValidation, toCalendarDate } from '@baraka/domain';
import { sql } from 'drizzle-orm';
import { postEntry } from '../../core/ledger/index.ts';
import { createReference } from '../../core/ledger/references.ts';
import type { AppTx } from '../../db/client.ts';
import { transfers } from '../../db/schema/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { bookTransfer, buildTransferEntry } from './transfer-booking.ts';
import { assertWithinLimits, sumTransfersToday } from './transfer-limits.service.ts';
import type { PreparedTransfer } from './transfer-quote.service.ts';
import { recordStatus, type StatusChange, type StatusLine, type TransferRow } from './transfer-status.ts';
import { submitForValidation } from './transfer-validation.ts';

export type ConfirmContext = { now: Date; idempotencyKey: string | null; channel: string | null };

/**
 * NO KEY UPDATE: limit checks of one customer queue behind each other, while rows that only
 * reference the customer (a transfer, a notification) are still written meanwhile.
 */
export const lockCustomer = (tx: AppTx, customerId: string) =>
  tx.execute(sql`select id from bank_customers where id = ${customerId} for no key update`);

/** A new transfer's row, before its booking decides the status. */
export function newTransferRow(
  values: Omit<
    TransferRow,
    | 'id'
    | 'transactionNumber'
    | 'status'
    | 'rawStatus'
    | 'statusReason'
    | 'journalReference'
    | 'reversalReference'
    | 'clearingBatchId'
    | 'updatedAt'
    | 'executedAt'
  >,
): TransferRow {
  return {
    ...values,
    id: randomUUID(),
    transactionNumber: createReference(toCalendarDate(values.createdAt), 'TR'),
    status: 'PENDING',
    rawStatus: null,
    statusReason: null,
    journalReference: null,
    reversalReference: null,
    clearingBatchId: null,
    updatedAt: values.createdAt,
    executedAt: null,
  };
}

/**
 * A transfer booked now under `reference`: internal kinds are done, interbank ones wait in the
 * clearing account for the cut-off.
 */
function asBooked(
  row: TransferRow,
  reference: string,
  now: Date,
): { row: TransferRow; change: StatusChange } {
  const isInternal = row.kind === 'OWN_ACCOUNT' || row.kind === 'WITHINBANK';
  const status: TransferStatus = isInternal ? 'COMPLETED' : 'PROGRESS';
  const change: StatusChange = { status, rawStatus: isInternal ? 'MAT' : 'IHLD', actor: 'SYSTEM', at: now };
  return {
    row: {
      ...row,
      status,
      rawStatus: change.rawStatus,
      journalReference: reference,
      executedAt: isInternal ? now : null,
    },
    change,
  };
}

/** Books a transfer due now and answers its new status; the caller has inserted nothing yet. */
export async function bookNow(
  tx: AppTx,
  row: TransferRow,
  now: Date,
): Promise<{ row: TransferRow; change: StatusChange }> {
  const posted = await bookTransfer(tx, row, toCalendarDate(now));
  return asBooked(row, posted.reference, now);
}

/** The row a confirmed order becomes, before its booking decides the status. */
export function toTransferDraft(
  auth: AuthContext,
  prepared: PreparedTransfer,
  context: ConfirmContext,
): TransferRow {
  const { order, payee, execution } = prepared;
  return newTransferRow({
    customerId: auth.record.customer.id,
    initiatedBy: auth.userId,
    type: order.type,
    kind: order.kind,
    debitAccountId: prepared.debitAccount.id,
    creditAccountId: prepared.creditAccountId,
    payeeName: payee.name,
    payeeRib: payee.rib,
    payeeIban: payee.iban,
    payeeBic: payee.bic,
    payeeCountry: payee.country,
    beneficiaryId: payee.beneficiaryId,
    standingOrderId: null,
    amountMinor: prepared.amountMinor,
    currency: prepared.currency,
    debitAmountMinor: prepared.debitAmountMinor,
    debitCurrency: prepared.debitAccount.currency,
    appliedRate: prepared.appliedRate,
    feeMinor: prepared.feeMinor,
    dinarMinor: prepared.dinarMinor,
    reason: order.reason ?? null,
    requestedDate: execution.requestedDate,
    executionDate: execution.executionDate,
    executionReason: execution.reason,
    releaseAt: new Date(execution.releaseAt),
    clearingAt: prepared.clearingAt,
    idempotencyKey: context.idempotencyKey,
    channel: context.channel,
    createdAt: context.now,
  });
}

/** What a call has just written of its transfer, as stored; the history when it wrote it alone. */
export type WrittenTransfer = { row: TransferRow; history: StatusLine[] | null };

/**
 * Records the confirmed transfer, all but its posting: a transfer booked now hands back `post`,
 * which the caller must run last in the same transaction, once its answer is stored (see the lock
 * order above); a refusal of the posting undoes everything with the call.
 */
export async function createTransfer(
  tx: AppTx,
  auth: AuthContext,
  prepared: PreparedTransfer,
  context: ConfirmContext,
): Promise<{ written: WrittenTransfer; post: (() => Promise<unknown>) | null }> {
  const { now } = context;
  const customer = auth.record.customer;
  // Not read for an order the ceiling does not count, which it then ignores.
  let usedTodayMinor = prepared.usedTodayMinor ?? 0n;
  if (prepared.countsTowardsDaily) {
    await lockCustomer(tx, customer.id);
    usedTodayMinor = await sumTransfersToday(tx, customer.id, toCalendarDate(now));
  }
  assertWithinLimits(prepared.limits, {
    dinarMinor: prepared.dinarMinor,
    usedTodayMinor,
    countsTowardsDaily: prepared.countsTowardsDaily,
  });
  const draft = toTransferDraft(auth, prepared, context);
  if (needsBankValidation(draft)) {
    const row = await submitForValidation(tx, draft, {
      isDeferred: prepared.execution.isDeferred,
      userId: auth.userId,
      now,
    });
    return { written: { row, history: null }, post: null };
  }
  if (prepared.execution.isDeferred) {
    const pending: StatusChange = { status: 'PENDING', rawStatus: null, actor: 'CUSTOMER', at: now };
    return { written: await writeTransfer(tx, draft, pending), post: null };
  }
  const bookingDate = toCalendarDate(now);
  const entry = await buildTransferEntry(tx, draft, bookingDate, customer.name);
  const reference = createReference(bookingDate);
  const { row, change } = asBooked(draft, reference, now);
  const written = await writeTransfer(tx, row, { ...change, actor: 'CUSTOMER' });
  return { written, post: () => postEntry(tx, { ...entry, reference }) };
}

/** The transfer's row and its first status (history line, notification), as stored. */
async function writeTransfer(tx: AppTx, row: TransferRow, change: StatusChange): Promise<WrittenTransfer> {
  const [stored] = await tx.insert(transfers).values(row).returning();
  if (!stored) {
    throw new Error(`Transfer ${row.id} was not written`);
  }
  return { row: stored, history: [await recordStatus(tx, stored, change)] };
}
