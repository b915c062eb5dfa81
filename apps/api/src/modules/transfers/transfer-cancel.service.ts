/**
 * transfer/cancel for one transfer: allowed while it is not executed — a deferred order (nothing
 * booked yet) or an interbank one waiting for the clearing (its entry is reversed, fee included).
 * The row is locked first, so the clearing job and a cancel never both win.
 */
import { type Language, TRANSFER_SERVICES, type TransferDetail, type TransferType } from '@baraka/contracts';
import { isPermitted, toCalendarDate } from '@baraka/domain';
import type { AppTx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { reverseTransfer } from './transfer-booking.ts';
import { getTransferDetail, visibleTransfersCondition } from './transfer-detail.service.ts';
import { transferError } from './transfer-errors.ts';
import { isCancellable } from './transfer-mapper.ts';
import { CANCELLED_BY_CUSTOMER, changeTransferStatus } from './transfer-status.ts';
import { findTransfer, lockTransfer } from './transfers.queries.ts';

export async function cancelTransfer(
  tx: AppTx,
  auth: AuthContext,
  id: string,
  now: Date,
  language: Language,
): Promise<TransferDetail> {
  const found = await findTransfer(tx, id, visibleTransfersCondition(tx, auth));
  if (!found) {
    throw new AppError('NOT_FOUND', { message: 'No such transfer' });
  }
  const service = TRANSFER_SERVICES[found.transfer.type as TransferType];
  if (!isPermitted(auth.grants, { service, process: 'CREATE' }, auth.channel)) {
    throw new AppError('FORBIDDEN', { message: `Needs CREATE on ${service}` });
  }
  const row = await lockTransfer(tx, id);
  if (!row || !isCancellable(row.status)) {
    throw transferError('NOT_CANCELLABLE', 'This transfer is already executed, refused or cancelled');
  }
  const change = {
    status: 'REJECTED',
    rawStatus: 'REVE',
    reason: CANCELLED_BY_CUSTOMER,
    actor: 'CUSTOMER',
    at: now,
  } as const;
  if (row.status === 'PROGRESS') {
    const reversal = await reverseTransfer(tx, row, toCalendarDate(now));
    await changeTransferStatus(tx, row, { ...change, set: { reversalReference: reversal.reference } });
  } else {
    await changeTransferStatus(tx, row, change);
  }
  return getTransferDetail(tx, auth, id, language);
}
