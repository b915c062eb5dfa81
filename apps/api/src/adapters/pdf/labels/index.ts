/** The words of the PDFs in French (default), English and Arabic. Placeholders are `{name}`. */
import type { PdfLanguage } from '../types.ts';
import { AR_LABELS } from './ar.ts';
import { EN_LABELS } from './en.ts';
import { FR_LABELS } from './fr.ts';

export type PdfLabels = {
  common: {
    holder: string;
    account: string;
    accountNumber: string;
    accountType: string;
    currency: string;
    branch: string;
    rib: string;
    iban: string;
    bic: string;
    openDate: string;
    bank: string;
    /** "Page {page} / {pages}" */
    page: string;
    /** "Issued on {date} at {time}" */
    issuedAt: string;
    debit: string;
    credit: string;
  };
  statement: {
    title: string;
    /** "From {from} to {to}" */
    period: string;
    /** "Opening balance on {date}" */
    openingOn: string;
    /** "Closing balance on {date}" */
    closingOn: string;
    bookingDate: string;
    valueDate: string;
    label: string;
    reference: string;
    /** "Amounts in {currency}" */
    amountsIn: string;
    totals: string;
    noOperations: string;
    checkTitle: string;
    openingBalance: string;
    /** "+ Total credits ({count})" */
    totalCredits: string;
    /** "− Total debits ({count})" */
    totalDebits: string;
    computedClosing: string;
    /** The check written with letters: opening + credits − debits = closing. */
    checkFormula: string;
    checkMatches: string;
    /** "Difference of {amount} with the closing balance ({closing}): ..." */
    checkMismatch: string;
    claimNotice: string;
  };
  rib: {
    title: string;
    intro: string;
    bankCode: string;
    branchCode: string;
    accountNumber: string;
    ribKey: string;
    handOut: string;
    slipTitle: string;
  };
  /** A card's operations over a period. */
  cards: {
    title: string;
    /** "Card {card} · from {from} to {to}" */
    subtitle: string;
    purchase: string;
    withdrawal: string;
    topUp: string;
    /** Appended to a cancelled authorisation. */
    cancelled: string;
    /** Appended to an authorisation not booked yet. */
    pending: string;
  };
  receipt: {
    title: string;
    kind: string;
    amount: string;
    bookingDate: string;
    valueDate: string;
    label: string;
    reference: string;
    counterparty: string;
    balanceAfter: string;
    notice: string;
  };
  transfer: {
    title: string;
    /** "N° {number} · {date}" */
    subtitle: string;
    amount: string;
    status: string;
    type: string;
    orderNumber: string;
    reference: string;
    orderedAt: string;
    executionDate: string;
    executedAt: string;
    statusReason: string;
    payee: string;
    payeeAccount: string;
    bic: string;
    reason: string;
    rate: string;
    debitedAmount: string;
    fees: string;
    totalDebit: string;
    history: string;
    notice: string;
  };
};

const LABELS: Record<PdfLanguage, PdfLabels> = { fr: FR_LABELS, en: EN_LABELS, ar: AR_LABELS };

export function getLabels(language: PdfLanguage): PdfLabels {
  return LABELS[language] ?? FR_LABELS;
}

/** Fills `{name}` placeholders; an unknown placeholder is left as written. */
export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
