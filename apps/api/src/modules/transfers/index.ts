/**
 * What the sibling transfer areas (standing-orders, bulk-transfers, transfer-history) use of one-off
 * transfers: the bank calendar, limits, payees, the quote / confirm flow, booking, statuses and the
 * transfer queries. They import it from here only.
 */
export { type BankCalendar, loadBankCalendar } from './bank-calendar.ts';
export { sendTransfer, TRANSFER_ACTIONS } from './transfer-calls.ts';
export { cancelTransfer } from './transfer-cancel.service.ts';
export { confirmTransferCall } from './transfer-confirm.ts';
export {
  bookNow,
  type ConfirmContext,
  lockCustomer,
  newTransferRow,
  toTransferDraft,
} from './transfer-create.service.ts';
export { visibleTransfersCondition } from './transfer-detail.service.ts';
export { fieldError, transferError } from './transfer-errors.ts';
export { clearDueTransfers, release } from './transfer-jobs.service.ts';
export {
  assertWithinLimits,
  describeLimits,
  requireTransferLimits,
  sumTransfersToday,
} from './transfer-limits.service.ts';
export { toTransferInfo } from './transfer-mapper.ts';
export type { TransferOrder } from './transfer-order.ts';
export { resolvePayee } from './transfer-payee.ts';
export { type PreparedTransfer, prepareTransfer } from './transfer-quote.service.ts';
export { toPayee } from './transfer-quote-mapper.ts';
export { recordStatus, type TransferRow } from './transfer-status.ts';
export { executeValidatedTransfer, refuseValidatedTransfer } from './transfer-validation.ts';
export { countTransfers, findTransferPage } from './transfers.queries.ts';
