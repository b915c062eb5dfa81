/** A transfer row as the spec's transfer info (spec §3 "Transfer history") and detail. */
import {
  type Language,
  TRANSFER_RAW_STATUSES,
  TRANSFER_SERVICES,
  TRANSFER_STATUS_GROUPS,
  type TransferDetail,
  type TransferInfo,
  type TransferRawStatus,
  type TransferStatus,
  type TransferType,
} from '@baraka/contracts';
import { maskAccountNumber } from '@baraka/domain';
import type { transferStatusHistory } from '../../db/schema/index.ts';
import { toDecimal } from '../../lib/amounts.ts';
import { nameAccount } from '../accounts/index.ts';
import { toPayee } from './transfer-quote-mapper.ts';
import type { TransferRow } from './transfer-status.ts';

export type TransferWithAccounts = {
  transfer: TransferRow;
  debitAccountNumber: string;
  creditAccountNumber: string | null;
  /** The credited account's product and name: an own-account transfer names it in the reader's language. */
  creditAccountCategory: string | null;
  creditAccountTitle: string | null;
};

type HistoryRow = typeof transferStatusHistory.$inferSelect;

/** Not executed yet: a deferred order, or an interbank one waiting for the clearing. */
export const isCancellable = (status: string): boolean => status === 'PENDING' || status === 'PROGRESS';

const toRawStatus = (value: string | null): TransferRawStatus | null =>
  TRANSFER_RAW_STATUSES.find((raw) => raw === value) ?? null;

const groupOf = (status: TransferStatus): TransferInfo['statusGroup'] => {
  if ((TRANSFER_STATUS_GROUPS.TREATED as readonly string[]).includes(status)) {
    return 'TREATED';
  }
  return (TRANSFER_STATUS_GROUPS.IN_PROGRESS as readonly string[]).includes(status) ? 'IN_PROGRESS' : null;
};

/** Who a transfer paid, as the reader reads it: one of their own accounts by its name in their language. */
export function namePayee(found: TransferWithAccounts, language: Language): string {
  const { transfer, creditAccountCategory: category, creditAccountTitle: title } = found;
  return transfer.kind === 'OWN_ACCOUNT' && category !== null && title !== null
    ? nameAccount({ category, title }, language)
    : transfer.payeeName;
}

export function toTransferInfo(found: TransferWithAccounts, language: Language): TransferInfo {
  const { transfer, debitAccountNumber, creditAccountNumber } = found;
  const status = transfer.status as TransferStatus;
  const type = transfer.type as TransferType;
  const debit = (minor: bigint) => toDecimal(minor, transfer.debitCurrency);
  const payee = toPayee({
    name: namePayee(found, language),
    rib: transfer.payeeRib,
    iban: transfer.payeeIban,
    bic: transfer.payeeBic,
    country: transfer.payeeCountry,
    beneficiaryId: transfer.beneficiaryId,
    accountId: transfer.kind === 'OWN_ACCOUNT' ? transfer.creditAccountId : null,
  });
  return {
    id: transfer.id,
    transactionNumber: transfer.transactionNumber,
    type,
    transferType: TRANSFER_SERVICES[type],
    kind: transfer.kind as TransferInfo['kind'],
    debitAccountId: transfer.debitAccountId,
    debitAccount: maskAccountNumber(debitAccountNumber),
    creditAccount:
      transfer.kind === 'OWN_ACCOUNT' && creditAccountNumber
        ? maskAccountNumber(creditAccountNumber)
        : (transfer.payeeRib ?? transfer.payeeIban ?? ''),
    payee,
    beneficiary: transfer.beneficiaryId
      ? { id: transfer.beneficiaryId, iban: transfer.payeeIban, swiftCode: transfer.payeeBic }
      : null,
    transactionDate: transfer.createdAt.toISOString(),
    executionDate: transfer.executionDate,
    expirationDate: isCancellable(status) ? transfer.executionDate : null,
    reason: transfer.reason,
    amount: toDecimal(transfer.amountMinor, transfer.currency),
    currencyReceiver: transfer.currency,
    amountConverter: debit(transfer.debitAmountMinor),
    currencySender: transfer.debitCurrency,
    appliedRate: transfer.appliedRate,
    fees: debit(transfer.feeMinor),
    status,
    rawStatus: toRawStatus(transfer.rawStatus),
    statusGroup: groupOf(status),
    statusReason: transfer.statusReason,
    reference: transfer.journalReference,
    canCancel: isCancellable(status),
    standingOrderId: transfer.standingOrderId,
  };
}

export function toTransferDetail(
  found: TransferWithAccounts,
  history: HistoryRow[],
  language: Language,
): TransferDetail {
  const { transfer } = found;
  return {
    ...toTransferInfo(found, language),
    executionReason: transfer.executionReason as TransferDetail['executionReason'],
    releaseAt: transfer.releaseAt.toISOString(),
    clearingAt: transfer.clearingAt?.toISOString() ?? null,
    executedAt: transfer.executedAt?.toISOString() ?? null,
    history: history.map((line) => ({
      status: line.status as TransferStatus,
      rawStatus: toRawStatus(line.rawStatus),
      reason: line.reason,
      at: line.at.toISOString(),
    })),
  };
}
