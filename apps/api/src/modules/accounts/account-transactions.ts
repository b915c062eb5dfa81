/** A posting as the spec's account transaction (signed amount, value date, reason). */
import type { AccountTransaction, TransactionFilter } from '@baraka/contracts';
import { isOperationKind } from '@baraka/domain';
import { toDecimal, toMinor } from '../../lib/amounts.ts';
import type { PostingFilter, PostingRow } from './accounts.queries.ts';

export function toTransaction(row: PostingRow): AccountTransaction {
  if (!isOperationKind(row.kind)) {
    throw new Error(`Unknown operation kind ${row.kind}`);
  }
  return {
    id: row.id.toString(),
    txReference: row.reference,
    chequeNum: row.chequeNumber,
    txFromCurrency: row.currency,
    txAmount: toDecimal(row.amountMinor, row.currency),
    txDueDate: row.valueDate,
    bookingDate: row.bookingDate,
    txReason: row.label,
    kind: row.kind,
    direction: row.amountMinor < 0n ? 'D' : 'C',
    operationCode: row.operationCode,
    counterparty: row.counterparty,
    balanceAfter: toDecimal(row.balanceAfterMinor, row.currency),
  };
}

/** The contract's filter in the account's minor units. */
export function toPostingFilter(filter: TransactionFilter, currency: string): PostingFilter {
  return {
    accountId: filter.accountId,
    startDate: filter.startDate,
    endDate: filter.endDate,
    direction: filter.direction,
    minMinor:
      filter.minAmount === undefined ? undefined : toMinor(filter.minAmount.replace(',', '.'), currency),
    maxMinor:
      filter.maxAmount === undefined ? undefined : toMinor(filter.maxAmount.replace(',', '.'), currency),
    search: filter.search || undefined,
  };
}
