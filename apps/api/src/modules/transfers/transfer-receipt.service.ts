/**
 * secure/transfer/receipt: the receipt of one transfer order as a PDF, whatever its status (an
 * order waiting for its date has a receipt too, unlike a posting). Words come in the caller's language.
 */
import type { Language, TransferStatus, TransferType } from '@baraka/contracts';
import { getMinorDigits, isCurrencyCode } from '@baraka/domain';
import { renderPdf } from '../../adapters/pdf/index.ts';
import type { AppDb } from '../../db/client.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { RenderedPdf } from '../../plugins/pdf-answer.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { BANK_IDENTITY, getVisibleAccount, toPdfAccount } from '../accounts/index.ts';
import { visibleTransfersCondition } from './transfer-detail.service.ts';
import { TRANSFER_REASON_LABELS, TRANSFER_STATUS_LABELS, TRANSFER_TYPE_LABELS } from './transfer-labels.ts';
import { namePayee } from './transfer-mapper.ts';
import { findTransfer, listStatusHistory } from './transfers.queries.ts';

export type ReceiptContext = { db: AppDb; auth: AuthContext; language: Language; now: Date };

const minorDigitsOf = (currency: string) => (isCurrencyCode(currency) ? getMinorDigits(currency) : 2);

export async function renderTransferReceiptPdf(ctx: ReceiptContext, id: string): Promise<RenderedPdf> {
  const found = await findTransfer(ctx.db, id, visibleTransfersCondition(ctx.db, ctx.auth));
  if (!found) {
    throw new AppError('NOT_FOUND', { message: 'No such transfer' });
  }
  const { transfer } = found;
  const account = await getVisibleAccount(ctx.db, ctx.auth, transfer.debitAccountId);
  const history = await listStatusHistory(ctx.db, id);
  const statusLabel = (status: string) => TRANSFER_STATUS_LABELS[status as TransferStatus][ctx.language];
  const reasonLabel = transfer.statusReason
    ? (TRANSFER_REASON_LABELS[transfer.statusReason]?.[ctx.language] ?? transfer.statusReason)
    : null;
  const pdf = await renderPdf('transferReceipt', {
    language: ctx.language,
    bank: BANK_IDENTITY,
    account: toPdfAccount(account, ctx.auth, ctx.language),
    transfer: {
      transactionNumber: transfer.transactionNumber,
      reference: transfer.journalReference,
      typeLabel: TRANSFER_TYPE_LABELS[transfer.type as TransferType][ctx.language],
      statusLabel: statusLabel(transfer.status),
      statusReasonLabel: reasonLabel,
      isRefused: ['REJECTED', 'FAILED'].includes(transfer.status),
      orderedAt: transfer.createdAt,
      executionDate: transfer.executionDate,
      executedAt: transfer.executedAt,
      payeeName: namePayee(found, ctx.language),
      payeeRib: transfer.payeeRib,
      payeeIban: transfer.payeeIban,
      payeeBic: transfer.payeeBic,
      reason: transfer.reason,
      amountMinor: transfer.amountMinor,
      currency: transfer.currency,
      minorDigits: minorDigitsOf(transfer.currency),
      debitAmountMinor: transfer.debitAmountMinor,
      feeMinor: transfer.feeMinor,
      appliedRate: transfer.appliedRate,
      history: history.map((line) => ({ statusLabel: statusLabel(line.status), at: line.at })),
    },
    generatedAt: ctx.now,
  });
  return { fileName: `virement-${transfer.transactionNumber}.pdf`, pdf };
}
