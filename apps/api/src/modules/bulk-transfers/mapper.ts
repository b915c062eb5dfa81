/** Batches and their rows as the bulk-transfer calls answer them (review, list, detail). */
import type {
  BulkBatchDetail,
  BulkBatchRow,
  BulkBatchStatus,
  BulkBatchSummary,
  BulkTransferQuote,
  Language,
  TransferRawStatus,
  TransferStatus,
} from '@baraka/contracts';
import { maskAccountNumber, type TransferKind } from '@baraka/domain';
import type { bulkTransferBatches, ledgerAccounts } from '../../db/schema/index.ts';
import { toDecimal } from '../../lib/amounts.ts';
import { nameAccount } from '../accounts/index.ts';
import type { TransferRow } from '../transfers/index.ts';
import { describeLimits } from '../transfers/index.ts';
import { BULK_CURRENCY, type PreparedBatch } from './prepare.ts';

type BatchRecord = typeof bulkTransferBatches.$inferSelect;
type AccountRecord = Pick<
  typeof ledgerAccounts.$inferSelect,
  'id' | 'accountNumber' | 'category' | 'title' | 'currency'
>;

/** How many rows of a batch are in each status, and the amount of each status. */
export type StatusTally = Map<string, { count: number; amountMinor: bigint }>;

const tnd = (minor: bigint) => toDecimal(minor, BULK_CURRENCY);

const toDebitAccount = (account: AccountRecord, language: Language) => ({
  id: account.id,
  accountNumber: maskAccountNumber(account.accountNumber),
  title: nameAccount(account, language),
  currency: account.currency,
});

export function toBatchQuote(batch: PreparedBatch, language: Language): BulkTransferQuote {
  return {
    debitAccount: toDebitAccount(batch.debitAccount, language),
    count: batch.rows.length,
    currency: BULK_CURRENCY,
    totalAmount: tnd(batch.totalMinor),
    totalFees: tnd(batch.totalFeeMinor),
    totalDebit: tnd(batch.totalMinor + batch.totalFeeMinor),
    rows: batch.rows.map((row, index) => ({
      index,
      kind: row.order.kind,
      payeeName: row.payee.name,
      rib: row.payee.rib ?? '',
      amount: tnd(row.amountMinor),
      fees: tnd(row.feeMinor),
      executionDate: row.execution.executionDate,
      executionReason: row.execution.reason,
    })),
    limits: describeLimits(batch.limits, batch.usedTodayMinor),
  };
}

const count = (tally: StatusTally, ...statuses: string[]) =>
  statuses.reduce((sum, status) => sum + (tally.get(status)?.count ?? 0), 0);

/** The batch's status from its rows' (see BULK_BATCH_STATUSES). */
export function summarizeStatus(tally: StatusTally): BulkBatchStatus {
  const pending = count(tally, 'PENDING');
  const waiting = pending + count(tally, 'PROGRESS', 'BLOCKED');
  const completed = count(tally, 'COMPLETED');
  const refused = count(tally, 'REJECTED', 'FAILED');
  const total = waiting + completed + refused;
  if (pending === total) {
    return 'PENDING';
  }
  if (waiting > 0) {
    return 'PROGRESS';
  }
  if (refused === 0) {
    return 'COMPLETED';
  }
  return completed === 0 ? 'REJECTED' : 'PARTIAL';
}

export function toBatchSummary(
  batch: BatchRecord,
  account: AccountRecord,
  tally: StatusTally,
  language: Language,
): BulkBatchSummary {
  const executed = ['COMPLETED', 'PROGRESS'].reduce(
    (sum, status) => sum + (tally.get(status)?.amountMinor ?? 0n),
    0n,
  );
  return {
    id: batch.id,
    reference: batch.reference,
    createdAt: batch.createdAt.toISOString(),
    debitAccount: toDebitAccount(account, language),
    count: batch.rowCount,
    currency: batch.currency,
    totalAmount: toDecimal(batch.totalMinor, batch.currency),
    totalFees: toDecimal(batch.totalFeeMinor, batch.currency),
    executedAmount: toDecimal(executed, batch.currency),
    status: summarizeStatus(tally),
    counts: {
      completed: count(tally, 'COMPLETED'),
      rejected: count(tally, 'REJECTED', 'FAILED'),
      waiting: count(tally, 'PENDING', 'PROGRESS', 'BLOCKED'),
    },
  };
}

export function toBatchRow(index: number, transfer: TransferRow): BulkBatchRow {
  const rib = transfer.payeeRib ?? '';
  return {
    index,
    transferId: transfer.id,
    transactionNumber: transfer.transactionNumber,
    kind: transfer.kind as TransferKind,
    payeeName: transfer.payeeName,
    rib,
    bankCode: rib.slice(0, 2),
    amount: toDecimal(transfer.amountMinor, transfer.currency),
    fees: toDecimal(transfer.feeMinor, transfer.debitCurrency),
    reason: transfer.reason,
    status: transfer.status as TransferStatus,
    rawStatus: (transfer.rawStatus as TransferRawStatus | null) ?? null,
    statusReason: transfer.statusReason,
    executionDate: transfer.executionDate,
    executedAt: transfer.executedAt?.toISOString() ?? null,
  };
}

export const toBatchDetail = (summary: BulkBatchSummary, rows: BulkBatchRow[]): BulkBatchDetail => ({
  ...summary,
  rows,
});
