/** The plain data the PDF renderers take: no database rows, no I/O, amounts in minor units. */

export type PdfLanguage = 'fr' | 'en' | 'ar';

export type PdfBank = {
  name: string;
  address: string;
  phone: string;
  website: string;
  bic: string;
  /** Colour of titles, rules and table headers; the bank's green when absent. */
  brandColor?: string;
};

export type PdfAccount = {
  holderName: string;
  holderAddress?: string;
  /** The full 13-digit account number. */
  accountNumber: string;
  /** 20 digits: bank (2), branch (3), account (13), key (2). */
  rib: string;
  /** `TN59` followed by the RIB. */
  iban: string;
  /** ISO code, e.g. TND, EUR. */
  currency: string;
  /** 3 for TND, 2 for EUR. */
  minorDigits: number;
  typeLabel: string;
  branchName: string;
  branchCode: string;
  /** YYYY-MM-DD */
  openDate?: string;
};

export type PdfOperation = {
  /** YYYY-MM-DD */
  bookingDate: string;
  /** YYYY-MM-DD */
  valueDate: string;
  label: string;
  reference: string;
  /** Negative for a debit. */
  amountMinor: bigint;
};

export type StatementDocument = {
  language: PdfLanguage;
  bank: PdfBank;
  account: PdfAccount;
  /** YYYY-MM-DD, both days included. */
  period: { from: string; to: string };
  openingBalanceMinor: bigint;
  closingBalanceMinor: bigint;
  operations: PdfOperation[];
  generatedAt: Date;
};

export type RibDocument = {
  language: PdfLanguage;
  bank: PdfBank;
  account: PdfAccount;
  generatedAt: Date;
};

export type ReceiptOperation = PdfOperation & {
  kindLabel: string;
  counterparty?: string;
  balanceAfterMinor?: bigint;
};

export type ReceiptDocument = {
  language: PdfLanguage;
  bank: PdfBank;
  account: PdfAccount;
  operation: ReceiptOperation;
  generatedAt: Date;
};

/** One transfer order as its receipt shows it; words (type, statuses) come translated. */
export type PdfTransfer = {
  transactionNumber: string;
  /** The ledger's reference once booked. */
  reference: string | null;
  typeLabel: string;
  statusLabel: string;
  /** Why it was refused or cancelled, in words. */
  statusReasonLabel: string | null;
  isRefused: boolean;
  orderedAt: Date;
  /** YYYY-MM-DD */
  executionDate: string;
  executedAt: Date | null;
  payeeName: string;
  payeeRib: string | null;
  payeeIban: string | null;
  payeeBic: string | null;
  reason: string | null;
  /** What the payee receives, in `currency`. */
  amountMinor: bigint;
  currency: string;
  minorDigits: number;
  /** What leaves the account and the fees, in the account's currency. */
  debitAmountMinor: bigint;
  feeMinor: bigint;
  /** Units of the account's currency per unit of `currency`; null without conversion. */
  appliedRate: string | null;
  history: { statusLabel: string; at: Date }[];
};

export type TransferReceiptDocument = {
  language: PdfLanguage;
  bank: PdfBank;
  /** The debited account. */
  account: PdfAccount;
  transfer: PdfTransfer;
  generatedAt: Date;
};

/** One card operation as the export lists it; the kind comes as a key, translated by the renderer. */
export type PdfCardOperation = {
  /** YYYY-MM-DD: the day it was authorised. */
  date: string;
  /** YYYY-MM-DD once booked. */
  bookedOn: string | null;
  kind: 'PURCHASE' | 'WITHDRAWAL' | 'TOP_UP';
  merchant: string;
  reference: string;
  /** Positive: what the operation took from the account (a top-up brings it). */
  amountMinor: bigint;
  isCancelled: boolean;
};

export type CardOperationsDocument = {
  language: PdfLanguage;
  bank: PdfBank;
  account: PdfAccount;
  /** Masked. */
  cardNumber: string;
  period: { from: string; to: string };
  operations: PdfCardOperation[];
  generatedAt: Date;
};
