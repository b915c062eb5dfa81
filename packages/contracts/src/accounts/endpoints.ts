/** The account calls of spec §7: the accounts, their history and balances, and their documents. */
import { defineEndpoint, listAnswer, objectAnswer } from '../shared/endpoint.ts';
import {
  accountReceiptRequestSchema,
  accountStatementRequestSchema,
  filteredStatementRequestSchema,
  monthlyStatementSchema,
  pdfDocumentSchema,
} from './reports.ts';
import {
  accountIdSchema,
  accountListRequestSchema,
  accountSchema,
  balanceHistoryRequestSchema,
  eligibleAccountsRequestSchema,
  monthlyBalanceSchema,
  movementSummaryRequestSchema,
  movementSummarySchema,
  transactionHistoryRequestSchema,
  transactionPageSchema,
  updateMinAndMaxAmountSchema,
} from './schemas.ts';

/** Who may read accounts and their documents: a session whose role lets it see accounts. */
export const READ_ACCOUNTS = {
  auth: 'session',
  permission: { service: 'ACCOUNT_MANAGEMENT', process: 'VIEW' },
} as const;

/** The summary of secure/debit and secure/credit. */
const movementSummaryOf = (direction: 'Debits' | 'Credits') =>
  `${direction} of an account over a period (default: 12 months), in total and per month`;

export const accountsEndpoints = {
  all: defineEndpoint({
    method: 'POST',
    path: 'account/all',
    area: 'accounts',
    summary: "The user's accounts with their balances (body.body.result)",
    access: READ_ACCOUNTS,
    effect: 'read',
    body: accountListRequestSchema.optional(),
    answer: listAnswer(accountSchema),
  }),
  transactionHistory: defineEndpoint({
    method: 'POST',
    path: 'account/txhistory',
    area: 'accounts',
    summary:
      "An account's operations: period (two months at most), direction C/D, amount range, text; newest first",
    access: READ_ACCOUNTS,
    effect: 'read',
    body: transactionHistoryRequestSchema,
    answer: objectAnswer(transactionPageSchema),
  }),
  eligible: defineEndpoint({
    method: 'POST',
    path: 'account/eligibleAccountsList',
    area: 'accounts',
    summary: 'Accounts an operation may use: DEBIT (active, something to spend), CREDIT, STATEMENT, RIB',
    access: READ_ACCOUNTS,
    effect: 'read',
    body: eligibleAccountsRequestSchema,
    answer: listAnswer(accountSchema),
  }),
  updateMinAndMaxAmount: defineEndpoint({
    method: 'POST',
    path: 'account/updateMinAndMaxAmount',
    area: 'accounts',
    summary: "Sets an account's low and high balance alert thresholds (null clears one)",
    access: { auth: 'session', permission: { service: 'ACCOUNT_MANAGEMENT', process: 'UPDATE' } },
    body: updateMinAndMaxAmountSchema,
    answer: objectAnswer(accountSchema),
  }),
  monthlyBalances: defineEndpoint({
    method: 'POST',
    path: 'secure/account/balances',
    area: 'accounts',
    summary: 'End-of-month balances (month MM/YYYY), the current month at today',
    access: READ_ACCOUNTS,
    effect: 'read',
    body: balanceHistoryRequestSchema,
    answer: listAnswer(monthlyBalanceSchema),
  }),
  permanentEligible: defineEndpoint({
    method: 'GET',
    path: 'secure/account/permanent/eligible',
    area: 'accounts',
    summary: 'Accounts a standing order may debit (active dinar main or current accounts)',
    access: READ_ACCOUNTS,
    answer: listAnswer(accountSchema),
  }),
  debits: defineEndpoint({
    method: 'POST',
    path: 'secure/debit',
    area: 'accounts',
    summary: movementSummaryOf('Debits'),
    access: READ_ACCOUNTS,
    effect: 'read',
    body: movementSummaryRequestSchema,
    answer: objectAnswer(movementSummarySchema),
  }),
  credits: defineEndpoint({
    method: 'POST',
    path: 'secure/credit',
    area: 'accounts',
    summary: movementSummaryOf('Credits'),
    access: READ_ACCOUNTS,
    effect: 'read',
    body: movementSummaryRequestSchema,
    answer: objectAnswer(movementSummarySchema),
  }),
};

/** A document call answers a data URL, or the PDF itself to a caller that asks for it. */
export const PDF_DOWNLOAD_NOTE = 'Send `Accept: application/pdf` to receive the PDF itself, as a download.';

export const accountReportsEndpoints = {
  monthlyStatements: defineEndpoint({
    method: 'POST',
    path: 'secure/list-extrait',
    area: 'accounts',
    summary: 'Monthly statements available for an account (complete months, the last twelve)',
    access: READ_ACCOUNTS,
    effect: 'read',
    body: accountIdSchema,
    answer: listAnswer(monthlyStatementSchema),
  }),
  monthlyStatement: defineEndpoint({
    method: 'POST',
    path: 'secure/report/accountStatement',
    area: 'accounts',
    summary: 'Statement of one month (PDF)',
    description: PDF_DOWNLOAD_NOTE,
    access: READ_ACCOUNTS,
    effect: 'read',
    body: accountStatementRequestSchema,
    answer: objectAnswer(pdfDocumentSchema),
  }),
  filteredStatement: defineEndpoint({
    method: 'POST',
    path: 'secure/report/filteredAccountStatement',
    area: 'accounts',
    summary: 'Statement of a period (two months at most) with the history filters (PDF)',
    description: PDF_DOWNLOAD_NOTE,
    access: READ_ACCOUNTS,
    effect: 'read',
    body: filteredStatementRequestSchema,
    answer: objectAnswer(pdfDocumentSchema),
  }),
  receipt: defineEndpoint({
    method: 'POST',
    path: 'secure/report/accountReceipt',
    area: 'accounts',
    summary: 'Receipt of one operation (PDF)',
    description: PDF_DOWNLOAD_NOTE,
    access: READ_ACCOUNTS,
    effect: 'read',
    body: accountReceiptRequestSchema,
    answer: objectAnswer(pdfDocumentSchema),
  }),
  rib: defineEndpoint({
    method: 'POST',
    path: 'secure/rib/pdf',
    area: 'accounts',
    summary: 'RIB / IBAN certificate of an account (PDF)',
    description: PDF_DOWNLOAD_NOTE,
    access: READ_ACCOUNTS,
    effect: 'read',
    body: accountIdSchema,
    answer: objectAnswer(pdfDocumentSchema),
  }),
};
