/**
 * Accounts (spec §3 "Account", §7 "Accounts"): the account list, its history with the spec's
 * filters, balances by month and the alert thresholds. Amounts travel as exact decimal strings in
 * the account's currency ("1250.500"), never as floats.
 */
import { z } from 'zod';
import { isoDateSchema } from '../shared/localized.ts';

/** A signed decimal amount with the currency's decimals, e.g. "-42.750". */
export const decimalAmountSchema = z.string().regex(/^-?\d+(?:\.\d+)?$/);
/** What a customer types as an amount: non-negative, up to three decimals. */
export const amountInputSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}(?:[.,]\d{1,3})?$/, { message: 'InvalidNumber' });

export const ACCOUNT_TYPES = ['MAIN', 'CURRENT', 'SAVING'] as const;
export const ACCOUNT_STATES = ['ACTIVE', 'INACTIVE'] as const;
/** Spec §9: the history filter covers two months at most. */
export const ACCOUNT_FILTER_WINDOW_MONTHS = 2;

export const accountSchema = z.object({
  /** Opaque id the other account calls take. */
  id: z.uuid(),
  accountCategory: z.string(),
  /** Masked: only the last four digits show. */
  accountNumber: z.string(),
  title: z.string(),
  currency: z.string().length(3),
  sector: z.string().nullable(),
  rib: z.string().regex(/^\d{20}$/),
  iban: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  branchName: z.string(),
  branchCode: z.string(),
  /** Value-dated balance: operations whose value date has come. */
  workingBalance: decimalAmountSchema,
  /** Booked balance: every operation recorded. */
  currentBalance: decimalAmountSchema,
  /** What can be spent now: booked balance less open holds (card authorisations), plus the authorised overdraft. */
  onlineActualBalance: decimalAmountSchema,
  openDate: isoDateSchema,
  eligibleAccountStatement: z.boolean(),
  eligibleRib: z.boolean(),
  state: z.enum(ACCOUNT_STATES),
  /** Alert thresholds (account/updateMinAndMaxAmount), null when not set. */
  minAmount: decimalAmountSchema.nullable(),
  maxAmount: decimalAmountSchema.nullable(),
});
export type Account = z.infer<typeof accountSchema>;

export const accountIdSchema = z.object({ accountId: z.uuid() });
export type AccountIdRequest = z.infer<typeof accountIdSchema>;

export const accountListRequestSchema = z
  .object({ accountType: z.enum(ACCOUNT_TYPES).optional() })
  .default({});

export const ELIGIBILITY_PURPOSES = ['DEBIT', 'CREDIT', 'STATEMENT', 'RIB'] as const;
export const eligibleAccountsRequestSchema = z.object({
  purpose: z.enum(ELIGIBILITY_PURPOSES).default('DEBIT'),
});

export const DIRECTIONS = ['C', 'D', 'ALL'] as const;
export const OPERATION_KIND_CODES = [
  'ATM_WITHDRAWAL',
  'AGENCY_WITHDRAWAL',
  'AGENCY_DEPOSIT',
  'CHEQUE_PAYMENT',
  'CARD_PAYMENT',
  'FINANCING_PRINCIPAL_REPAYMENT',
  'PROFIT_INSTALMENT_REPAYMENT',
  'CHEQUE_RECEIVED',
  'TRANSFER_ISSUED',
  'TRANSFER_RECEIVED',
] as const;

/** The history filter of spec §3: period within the window, direction, amount range, text. */
export const transactionFilterSchema = z.object({
  accountId: z.uuid(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  direction: z.enum(DIRECTIONS).default('ALL'),
  minAmount: amountInputSchema.optional(),
  maxAmount: amountInputSchema.optional(),
  search: z.string().trim().max(60).optional(),
});
export type TransactionFilter = z.infer<typeof transactionFilterSchema>;

export const transactionHistoryRequestSchema = transactionFilterSchema.extend({
  page: z.number().int().min(0).max(10_000).default(0),
  size: z.number().int().min(1).max(100).default(30),
});
export type TransactionHistoryRequest = z.infer<typeof transactionHistoryRequestSchema>;

export const accountTransactionSchema = z.object({
  id: z.string(),
  txReference: z.string(),
  chequeNum: z.string().nullable(),
  txFromCurrency: z.string(),
  /** Negative for debits. */
  txAmount: decimalAmountSchema,
  /** Value date. */
  txDueDate: isoDateSchema,
  bookingDate: isoDateSchema,
  txReason: z.string(),
  kind: z.enum(OPERATION_KIND_CODES),
  direction: z.enum(['C', 'D']),
  operationCode: z.number().int(),
  counterparty: z.string().nullable(),
  balanceAfter: decimalAmountSchema,
});
export type AccountTransaction = z.infer<typeof accountTransactionSchema>;

export const transactionPageSchema = z.object({
  items: z.array(accountTransactionSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type TransactionPage = z.infer<typeof transactionPageSchema>;

export const balanceHistoryRequestSchema = accountIdSchema.extend({
  months: z.number().int().min(1).max(24).default(12),
});
/** End-of-month balance (spec §3 "Balance history"). */
export const monthlyBalanceSchema = z.object({
  amount: decimalAmountSchema,
  month: z.string().regex(/^\d{2}\/\d{4}$/),
});
export type MonthlyBalance = z.infer<typeof monthlyBalanceSchema>;

export const updateMinAndMaxAmountSchema = accountIdSchema
  .extend({ minAmount: amountInputSchema.nullable(), maxAmount: amountInputSchema.nullable() })
  .refine(
    (value) =>
      value.minAmount === null ||
      value.maxAmount === null ||
      Number(value.minAmount.replace(',', '.')) <= Number(value.maxAmount.replace(',', '.')),
    { message: 'max', path: ['maxAmount'] },
  );
export type UpdateMinAndMaxAmountRequest = z.infer<typeof updateMinAndMaxAmountSchema>;

/** Debits or credits of a period (secure/debit, secure/credit): totals and one line per month. */
export const movementSummaryRequestSchema = accountIdSchema.extend({
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
});
export const movementSummarySchema = z.object({
  direction: z.enum(['C', 'D']),
  currency: z.string(),
  total: decimalAmountSchema,
  count: z.number().int(),
  byMonth: z.array(monthlyBalanceSchema.extend({ count: z.number().int() })),
});
export type MovementSummary = z.infer<typeof movementSummarySchema>;
