/**
 * Transfers the bank validates by hand (the domain's TRANSFER_VALIDATION_RULES): once confirmed, the
 * transfer is BLOCKED, its money held when it is due now, and a TRANSFER_VALIDATION process of the
 * engine waits on the bank. Approval settles the hold into the very entry an immediate booking would
 * have posted; rejection releases the hold. Both lock the transfer and act only on a BLOCKED one, so
 * each happens once.
 */
import { TRANSFER_VALIDATION_PROCESS, toCalendarDate } from '@baraka/domain';
import { placeHold, releaseHold, settleHold } from '../../core/ledger/index.ts';
import { startProcess } from '../../core/processes/process-engine.ts';
import type { AppTx } from '../../db/client.ts';
import { transfers } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { buildTransferEntry, totalDebitOf } from './transfer-booking.ts';
import { changeTransferStatus, recordStatus, type TransferRow } from './transfer-status.ts';
import { lockTransfer } from './transfers.queries.ts';

export const AWAITING_BANK_VALIDATION = 'AWAITING_BANK_VALIDATION';
export const REJECTED_BY_BANK = 'REJECTED_BY_BANK';
/** Variables of the process the customer does not see. */
const HOLD_VARIABLE = 'internal.holdId';

/**
 * Records the confirmed transfer as BLOCKED, holds its money (a deferred one is not held, as it is
 * not booked before its date either) and starts the bank's validation, in the confirming transaction.
 */
export async function submitForValidation(
  tx: AppTx,
  draft: TransferRow,
  context: { isDeferred: boolean; userId: string; now: Date },
): Promise<TransferRow> {
  const row: TransferRow = { ...draft, status: 'BLOCKED', statusReason: AWAITING_BANK_VALIDATION };
  const hold = context.isDeferred
    ? null
    : await placeHold(tx, {
        accountId: row.debitAccountId,
        amountMinor: totalDebitOf(row),
        currency: row.debitCurrency,
        kind: 'TRANSFER_ISSUED',
        description: `Virement ${row.transactionNumber} en attente de validation`,
        metadata: { transferId: row.id },
      });
  await tx.insert(transfers).values(row);
  await recordStatus(tx, row, {
    status: 'BLOCKED',
    rawStatus: null,
    reason: AWAITING_BANK_VALIDATION,
    actor: 'CUSTOMER',
    at: context.now,
  });
  await startProcess(tx, {
    definition: TRANSFER_VALIDATION_PROCESS,
    customerId: row.customerId,
    userId: context.userId,
    variables: {
      transferId: row.id,
      transactionNumber: row.transactionNumber,
      kind: row.kind,
      payeeName: row.payeeName,
      amountMinor: String(row.amountMinor),
      currency: row.currency,
      ...(hold ? { [HOLD_VARIABLE]: hold.holdId } : {}),
    },
    now: context.now,
  });
  return row;
}

async function lockBlocked(tx: AppTx, transferId: string): Promise<TransferRow> {
  const row = await lockTransfer(tx, transferId);
  if (row?.status !== 'BLOCKED') {
    throw new AppError('CONFLICT', { message: `The transfer ${transferId} no longer waits for validation` });
  }
  return row;
}

/**
 * The bank approved: the held money is booked now (the transfer then leaves with the next clearing,
 * like any interbank one); a deferred transfer goes back to waiting for its date.
 */
export async function executeValidatedTransfer(
  tx: AppTx,
  variables: Record<string, string>,
  now: Date,
): Promise<void> {
  const row = await lockBlocked(tx, variables.transferId ?? '');
  const holdId = variables[HOLD_VARIABLE];
  if (!holdId) {
    await changeTransferStatus(tx, row, { status: 'PENDING', rawStatus: null, actor: 'SYSTEM', at: now });
    return;
  }
  const posted = await settleHold(tx, holdId, await buildTransferEntry(tx, row, toCalendarDate(now)));
  await changeTransferStatus(tx, row, {
    status: 'PROGRESS',
    rawStatus: 'IHLD',
    actor: 'SYSTEM',
    at: now,
    set: { journalReference: posted.reference },
  });
}

/** The bank refused: the hold is given back, nothing is booked, the customer is told. */
export async function refuseValidatedTransfer(
  tx: AppTx,
  variables: Record<string, string>,
  now: Date,
): Promise<void> {
  const row = await lockBlocked(tx, variables.transferId ?? '');
  const holdId = variables[HOLD_VARIABLE];
  if (holdId) {
    await releaseHold(tx, holdId);
  }
  await changeTransferStatus(tx, row, {
    status: 'REJECTED',
    rawStatus: 'REVE',
    reason: REJECTED_BY_BANK,
    actor: 'SYSTEM',
    at: now,
  });
}
