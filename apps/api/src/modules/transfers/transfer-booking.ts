/**
 * A transfer's journal entry, through the ledger's postEntry only. The customer's account gives the
 * converted amount and the fee; inside the bank the payee's account receives the amount, otherwise
 * the interbank clearing account holds it until the clearing; a conversion goes through the bank's
 * FX position in each currency; the fee goes to the bank's fee account. A cancellation posts the
 * exact opposite entry.
 */
import type { OperationKind } from '@baraka/domain';
import { eq } from 'drizzle-orm';
import {
  type EntryInput,
  getBankAccountId,
  type PostedEntry,
  type PostingInput,
  postEntry,
} from '../../core/ledger/index.ts';
import type { AppTx } from '../../db/client.ts';
import { bankCustomers } from '../../db/schema/index.ts';
import type { TransferRow } from './transfer-status.ts';

const LABEL_LENGTH = 60;
const label = (text: string) => text.toUpperCase().slice(0, LABEL_LENGTH);

const issuedLabel = (transfer: TransferRow): string => {
  if (transfer.type === 'PERMANENT') {
    return label(`VIR PERMANENT ${transfer.payeeName}`);
  }
  return label(
    `${transfer.kind === 'INTERNATIONAL' ? 'VIR INTERNATIONAL EMIS' : 'VIR EMIS'} ${transfer.payeeName}`,
  );
};

async function findOrdererName(tx: AppTx, customerId: string): Promise<string> {
  const [customer] = await tx
    .select({ name: bankCustomers.name })
    .from(bankCustomers)
    .where(eq(bankCustomers.id, customerId));
  return customer?.name ?? '';
}

/** The postings of a transfer, before any reversal; the orderer's name is read unless given. */
async function buildPostings(
  tx: AppTx,
  transfer: TransferRow,
  ordererName?: string,
): Promise<PostingInput[]> {
  const payer = transfer.debitAccountId;
  const postings: PostingInput[] = [
    {
      accountId: payer,
      amountMinor: -transfer.debitAmountMinor,
      currency: transfer.debitCurrency,
      kind: 'TRANSFER_ISSUED',
      label: issuedLabel(transfer),
      counterparty: transfer.payeeName,
    },
  ];
  if (transfer.feeMinor > 0n) {
    postings.push(
      {
        accountId: payer,
        amountMinor: -transfer.feeMinor,
        currency: transfer.debitCurrency,
        kind: 'TRANSFER_ISSUED',
        label: label(`COMMISSION VIREMENT ${transfer.transactionNumber}`),
      },
      {
        accountId: await getBankAccountId(tx, 'FEES', transfer.debitCurrency),
        amountMinor: transfer.feeMinor,
        currency: transfer.debitCurrency,
        kind: 'TRANSFER_RECEIVED',
        label: label(`COMMISSION ${transfer.transactionNumber}`),
      },
    );
  }
  if (transfer.debitCurrency !== transfer.currency) {
    postings.push(
      {
        accountId: await getBankAccountId(tx, 'FX_POSITION', transfer.debitCurrency),
        amountMinor: transfer.debitAmountMinor,
        currency: transfer.debitCurrency,
        kind: 'TRANSFER_RECEIVED',
        label: label(`CHANGE ${transfer.transactionNumber}`),
      },
      {
        accountId: await getBankAccountId(tx, 'FX_POSITION', transfer.currency),
        amountMinor: -transfer.amountMinor,
        currency: transfer.currency,
        kind: 'TRANSFER_ISSUED',
        label: label(`CHANGE ${transfer.transactionNumber}`),
      },
    );
  }
  const orderer = ordererName ?? (await findOrdererName(tx, transfer.customerId));
  postings.push({
    accountId:
      transfer.creditAccountId ?? (await getBankAccountId(tx, 'INTERBANK_CLEARING', transfer.currency)),
    amountMinor: transfer.amountMinor,
    currency: transfer.currency,
    kind: 'TRANSFER_RECEIVED',
    label: transfer.creditAccountId
      ? label(`${transfer.type === 'PERMANENT' ? 'VIR PERMANENT RECU' : 'VIR RECU'} ${orderer}`)
      : label(`VIR A COMPENSER ${transfer.transactionNumber}`),
    counterparty: orderer,
  });
  return postings;
}

/**
 * The transfer's entry booked on `bookingDate`; the value date is its execution date. The caller
 * who already holds the ordering customer's name gives it (one read fewer).
 */
export async function buildTransferEntry(
  tx: AppTx,
  transfer: TransferRow,
  bookingDate: string,
  ordererName?: string,
): Promise<EntryInput> {
  return {
    kind: 'TRANSFER_ISSUED',
    description: `Virement ${transfer.transactionNumber}`,
    bookingDate,
    valueDate: transfer.executionDate > bookingDate ? transfer.executionDate : bookingDate,
    metadata: { transferId: transfer.id, transactionNumber: transfer.transactionNumber },
    postings: await buildPostings(tx, transfer, ordererName),
  };
}

/** Books the transfer today. */
export async function bookTransfer(
  tx: AppTx,
  transfer: TransferRow,
  bookingDate: string,
): Promise<PostedEntry> {
  return postEntry(tx, await buildTransferEntry(tx, transfer, bookingDate));
}

/** What the transfer takes from the customer's account: the debited amount and the fee. */
export const totalDebitOf = (transfer: TransferRow): bigint => transfer.debitAmountMinor + transfer.feeMinor;

/** A transfer's postings are all issued or received; the reversal swaps them. */
const opposite = (kind: OperationKind): OperationKind =>
  kind === 'TRANSFER_ISSUED' ? 'TRANSFER_RECEIVED' : 'TRANSFER_ISSUED';

/** Gives everything back: the opposite of every posting, fee and conversion included. */
export async function reverseTransfer(
  tx: AppTx,
  transfer: TransferRow,
  bookingDate: string,
): Promise<PostedEntry> {
  const postings = (await buildPostings(tx, transfer)).map((posting) => ({
    ...posting,
    amountMinor: -posting.amountMinor,
    kind: opposite(posting.kind),
    label: label(`ANNULATION ${transfer.transactionNumber}`),
  }));
  return postEntry(tx, {
    kind: 'TRANSFER_RECEIVED',
    description: `Annulation du virement ${transfer.transactionNumber}`,
    bookingDate,
    metadata: { transferId: transfer.id, reverses: transfer.journalReference ?? '' },
    postings,
  });
}
