/**
 * Bulk transfers (spec §3 type MULTIPLE, §7 transfer/multipleTransfer and
 * displayMultipleTransferListByCustomer): one debited account in dinars and rows of payees typed
 * by RIB (bank 32 within the bank, another bank's code national), each with an amount and a
 * reason. One code confirms the whole batch: its total and its list of payees. Each row becomes a
 * transfer of type MULTIPLE, executed one after the other with its own status.
 */
import { z } from 'zod';
import { amountInputSchema, decimalAmountSchema } from '../accounts/schemas.ts';
import { challengeSchema } from '../identity/challenges.ts';
import { isoDateSchema } from '../shared/localized.ts';
import {
  namedRibPayeeSchema,
  TRANSFER_REASON_MAX_LENGTH,
  TRANSFER_REASON_PATTERN,
} from '../transfers/requests.ts';
import {
  EXECUTION_REASONS,
  TRANSFER_RAW_STATUSES,
  transferKindSchema,
  transferLimitsSchema,
  transferStatusSchema,
} from '../transfers/schemas.ts';

/** How many rows one batch may carry. */
export const MAX_BULK_ROWS = 100;

/**
 * Row refusals the form keys of spec §5 do not name, answered as field errors of the row
 * (`rows.<index>.payee.name` …) beside the usual keys (invalidRib, min, max, InvalidNumber…).
 */
export const BULK_ROW_ERROR_KEYS = {
  /** A payee of this bank whose name is not the account holder's. */
  nameMismatch: 'payeeNameMismatch',
  /** A payee of this bank whose account is not in the batch's currency. */
  currency: 'payeeCurrency',
} as const;

export const bulkReasonSchema = z
  .string()
  .trim()
  .max(TRANSFER_REASON_MAX_LENGTH, { error: 'maxLength', abort: true })
  .regex(TRANSFER_REASON_PATTERN, { error: 'specialCharactersValidation' });

/** One payee of the batch: RIB and name, amount in dinars, optional reason. */
export const bulkTransferRowSchema = z.object({
  payee: namedRibPayeeSchema,
  amount: amountInputSchema,
  reason: bulkReasonSchema.optional(),
});
export type BulkTransferRowInput = z.input<typeof bulkTransferRowSchema>;
export type BulkTransferRow = z.output<typeof bulkTransferRowSchema>;

/** transfer/multipleTransfer. */
export const multipleTransferSchema = z.object({
  debitAccountId: z.uuid(),
  rows: z.array(bulkTransferRowSchema).min(1).max(MAX_BULK_ROWS),
});
export type MultipleTransferRequest = z.infer<typeof multipleTransferSchema>;

/**
 * A batch's status, read from its rows: PENDING none run yet, PROGRESS some still to run or in the
 * clearing, COMPLETED all executed, PARTIAL some executed and some refused, REJECTED all refused.
 */
export const BULK_BATCH_STATUSES = ['PENDING', 'PROGRESS', 'COMPLETED', 'PARTIAL', 'REJECTED'] as const;
export const bulkBatchStatusSchema = z.enum(BULK_BATCH_STATUSES);
export type BulkBatchStatus = z.infer<typeof bulkBatchStatusSchema>;

const debitAccountSchema = z.object({
  id: z.uuid(),
  /** Masked. */
  accountNumber: z.string(),
  title: z.string(),
  currency: z.string(),
});

/** A row as the review before the code shows it. */
export const bulkQuoteRowSchema = z.object({
  /** Its place in the batch, from 0. */
  index: z.number().int(),
  kind: transferKindSchema,
  payeeName: z.string(),
  rib: z.string(),
  amount: decimalAmountSchema,
  fees: decimalAmountSchema,
  executionDate: isoDateSchema,
  executionReason: z.enum(EXECUTION_REASONS),
});

/** What the code confirms (OTP.300 result.quote): totals and rows, with the pack's limits. */
export const bulkTransferQuoteSchema = z.object({
  debitAccount: debitAccountSchema,
  count: z.number().int(),
  currency: z.string(),
  totalAmount: decimalAmountSchema,
  totalFees: decimalAmountSchema,
  /** totalAmount + totalFees: what leaves the account. */
  totalDebit: decimalAmountSchema,
  rows: z.array(bulkQuoteRowSchema),
  limits: transferLimitsSchema,
});
export type BulkTransferQuote = z.infer<typeof bulkTransferQuoteSchema>;

export const bulkTransferChallengeSchema = challengeSchema.extend({ quote: bulkTransferQuoteSchema });
export type BulkTransferChallenge = z.infer<typeof bulkTransferChallengeSchema>;

/** How many rows are in each state. */
export const bulkBatchCountsSchema = z.object({
  completed: z.number().int(),
  rejected: z.number().int(),
  /** Not run yet, or waiting for the clearing. */
  waiting: z.number().int(),
});

/** One batch in the list. */
export const bulkBatchSummarySchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  /** When the batch was confirmed (ISO instant). */
  createdAt: z.string(),
  debitAccount: debitAccountSchema,
  count: z.number().int(),
  currency: z.string(),
  totalAmount: decimalAmountSchema,
  totalFees: decimalAmountSchema,
  /** Sum of the rows executed or on their way. */
  executedAmount: decimalAmountSchema,
  status: bulkBatchStatusSchema,
  counts: bulkBatchCountsSchema,
});
export type BulkBatchSummary = z.infer<typeof bulkBatchSummarySchema>;

/** One row of a batch with its transfer's status. */
export const bulkBatchRowSchema = z.object({
  index: z.number().int(),
  transferId: z.uuid(),
  transactionNumber: z.string(),
  kind: transferKindSchema,
  payeeName: z.string(),
  rib: z.string(),
  /** Two digits of the RIB: 32 is this bank. */
  bankCode: z.string(),
  amount: decimalAmountSchema,
  fees: decimalAmountSchema,
  reason: z.string().nullable(),
  status: transferStatusSchema,
  rawStatus: z.enum(TRANSFER_RAW_STATUSES).nullable(),
  /** INSUFFICIENT_FUNDS, ACCOUNT_INACTIVE… when refused. */
  statusReason: z.string().nullable(),
  executionDate: isoDateSchema,
  executedAt: z.string().nullable(),
});
export type BulkBatchRow = z.infer<typeof bulkBatchRowSchema>;

export const bulkBatchDetailSchema = bulkBatchSummarySchema.extend({ rows: z.array(bulkBatchRowSchema) });
export type BulkBatchDetail = z.infer<typeof bulkBatchDetailSchema>;

/** displayMultipleTransferListByCustomer: newest first, optionally one account. */
export const bulkBatchFilterSchema = z.object({
  accountId: z.uuid().optional(),
  page: z.number().int().min(0).max(10_000).default(0),
  size: z.number().int().min(1).max(100).default(20),
});
export type BulkBatchFilter = z.infer<typeof bulkBatchFilterSchema>;

export const bulkBatchIdSchema = z.object({ id: z.uuid() });
