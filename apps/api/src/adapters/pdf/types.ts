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
