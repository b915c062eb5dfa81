/** Demo support: finds transfers the accounts seed booked and records them as transfers of the API. */
import { toCalendarDate } from '@baraka/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { AppTx } from '../../../db/client.ts';
import { bankCustomers, journalEntries, ledgerAccounts, postings } from '../../../db/schema/index.ts';
import { newTransferRow } from '../transfer-create.service.ts';
import type { TransferRow } from '../transfer-status.ts';

export type BookedTransfer = {
  reference: string;
  bookingDate: string;
  amountMinor: bigint;
  /** The account the money left. */
  debitAccountId: string;
};

/**
 * Entries with a posting of `label` on `accountId`; the money left `accountId`, or `from` when the
 * posting is the credit side of a move between two of the customer's accounts.
 */
export async function findBookedTransfers(
  tx: AppTx,
  accountId: string,
  label: string,
  from?: string,
): Promise<BookedTransfer[]> {
  const rows = await tx
    .select({
      reference: journalEntries.reference,
      bookingDate: postings.bookingDate,
      amount: postings.amountMinor,
    })
    .from(postings)
    .innerJoin(journalEntries, eq(postings.entryId, journalEntries.id))
    .where(and(eq(postings.accountId, accountId), eq(postings.label, label), ne(postings.amountMinor, 0n)))
    .orderBy(asc(postings.bookingDate));
  return rows.map((row) => ({
    reference: row.reference,
    bookingDate: row.bookingDate,
    amountMinor: row.amount < 0n ? -row.amount : row.amount,
    debitAccountId: from ?? accountId,
  }));
}

export type LinkFields = Pick<
  TransferRow,
  'customerId' | 'type' | 'kind' | 'creditAccountId' | 'payeeName' | 'payeeRib' | 'standingOrderId' | 'reason'
>;

/** A completed transfer for a booked entry, dated the morning of its booking day. */
export function linkedTransfer(booked: BookedTransfer, fields: LinkFields): TransferRow {
  const at = new Date(`${booked.bookingDate}T09:00:00+01:00`);
  const row = newTransferRow({
    ...fields,
    initiatedBy: null,
    debitAccountId: booked.debitAccountId,
    payeeIban: null,
    payeeBic: null,
    payeeCountry: null,
    beneficiaryId: null,
    amountMinor: booked.amountMinor,
    currency: 'TND',
    debitAmountMinor: booked.amountMinor,
    debitCurrency: 'TND',
    appliedRate: null,
    feeMinor: 0n,
    dinarMinor: booked.amountMinor,
    requestedDate: fields.type === 'PERMANENT' ? booked.bookingDate : null,
    executionDate: toCalendarDate(at),
    executionReason: fields.type === 'PERMANENT' ? 'DEFERRED' : 'BOOKED_IMMEDIATELY',
    releaseAt: at,
    clearingAt: fields.kind === 'NATIONAL' ? at : null,
    idempotencyKey: null,
    channel: 'WEB',
    createdAt: at,
  });
  return {
    ...row,
    status: 'COMPLETED',
    rawStatus: 'MAT',
    journalReference: booked.reference,
    executedAt: at,
  };
}

/** A customer's ledger accounts, by customer number. */
export async function accountsOf(tx: AppTx, customerNumber: string) {
  return tx
    .select({ account: ledgerAccounts, customerId: bankCustomers.id })
    .from(ledgerAccounts)
    .innerJoin(bankCustomers, eq(ledgerAccounts.customerId, bankCustomers.id))
    .where(eq(bankCustomers.customerNumber, customerNumber));
}
