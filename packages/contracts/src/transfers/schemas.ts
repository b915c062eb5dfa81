/**
 * What the transfer calls answer (spec §3 "Transfer history", §4 transfer statuses, §9 limits):
 * the quote shown before confirming, a transfer's info and detail, the configuration. Amounts are
 * exact decimal text; `amount` is in `currencyReceiver`, `amountConverter` and `fees` in
 * `currencySender` (the debited account's currency).
 */
import { z } from 'zod';
import { decimalAmountSchema } from '../accounts/schemas.ts';
import { challengeSchema } from '../identity/challenges.ts';
import { isoDateSchema } from '../shared/localized.ts';
import { transferTypeSchema } from './requests.ts';

export const TRANSFER_STATUSES = [
  'PENDING',
  'PROGRESS',
  'COMPLETED',
  'REJECTED',
  'FAILED',
  'BLOCKED',
] as const;
export const transferStatusSchema = z.enum(TRANSFER_STATUSES);
export type TransferStatus = z.infer<typeof transferStatusSchema>;

/** The core's operation codes (spec §4): MAT completed, IHLD held until the clearing, REVE rejected or reversed. */
export const TRANSFER_RAW_STATUSES = ['MAT', 'IHLD', 'REVE'] as const;
export type TransferRawStatus = (typeof TRANSFER_RAW_STATUSES)[number];

/** Spec §4 filter groups: COMPLETED maps to TREATED, the waiting ones to IN_PROGRESS. */
export const TRANSFER_STATUS_GROUPS = {
  TREATED: ['COMPLETED'],
  IN_PROGRESS: ['PENDING', 'PROGRESS'],
} as const satisfies Record<string, readonly TransferStatus[]>;
export type TransferStatusGroup = keyof typeof TRANSFER_STATUS_GROUPS;

/** The movement kinds of the execution calendar: every transfer, standing-order run or bulk row is one. */
export const TRANSFER_KINDS = ['OWN_ACCOUNT', 'WITHINBANK', 'NATIONAL', 'INTERNATIONAL'] as const;
export const transferKindSchema = z.enum(TRANSFER_KINDS);

/** Why a transfer runs on its execution date (the domain's transfer calendar). */
export const EXECUTION_REASONS = [
  'BOOKED_IMMEDIATELY',
  'BEFORE_VALIDATION_HOURS',
  'BEFORE_CUTOFF',
  'AFTER_CUTOFF',
  'AFTER_VALIDATION_HOURS',
  'REST_DAY',
  'DEFERRED',
  'DEFERRED_AFTER_REST_DAY',
] as const;

/** "Will be executed on …, because …": data only, the web writes the words. */
export const executionSummarySchema = z.object({
  kind: transferKindSchema,
  orderDate: isoDateSchema,
  executionDate: isoDateSchema,
  requestedDate: isoDateSchema.nullable(),
  isSameDay: z.boolean(),
  isDeferred: z.boolean(),
  reason: z.enum(EXECUTION_REASONS),
  sessionMode: z.enum(['NORMAL', 'SINGLE_SESSION', 'RAMADAN']),
  /** "14:00", "10:00" or "11:00" on the order date; null for kinds booked at once. */
  cutoff: z.string().nullable(),
  validationHours: z.object({ opensAt: z.string(), closesAt: z.string() }),
  /** When the money moves (ISO instant). */
  releaseAt: z.string(),
});
export type ExecutionSummary = z.infer<typeof executionSummarySchema>;

/** The payee as the transfer recorded it. */
export const transferPayeeSchema = z.object({
  name: z.string(),
  rib: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  country: z.string().nullable(),
  /** Two digits of the RIB: 32 is this bank. */
  bankCode: z.string().nullable(),
  beneficiaryId: z.uuid().nullable(),
  /** Set for the customer's own account (own-account transfers). */
  accountId: z.uuid().nullable(),
});
export type TransferPayee = z.infer<typeof transferPayeeSchema>;

export const transferLimitsSchema = z.object({
  /** Spec §3 "Transfer amount config", spelled as the spec spells it. */
  minAmountTransaction: decimalAmountSchema,
  maxAmountTransacation: decimalAmountSchema,
  dailyLimit: decimalAmountSchema,
  usedToday: decimalAmountSchema,
  remainingToday: decimalAmountSchema,
  currency: z.literal('TND'),
});
export type TransferLimitsInfo = z.infer<typeof transferLimitsSchema>;

/** What the customer checks before confirming: answered by transfer/quote and inside OTP.300. */
export const transferQuoteSchema = z.object({
  type: transferTypeSchema,
  /** The spec's transferType: the service name. */
  transferType: z.string(),
  debitAccount: z.object({
    id: z.uuid(),
    accountNumber: z.string(),
    title: z.string(),
    currency: z.string(),
  }),
  payee: transferPayeeSchema,
  amount: decimalAmountSchema,
  currencyReceiver: z.string(),
  amountConverter: decimalAmountSchema,
  currencySender: z.string(),
  /** Units of currencySender per unit of currencyReceiver; null when no conversion. */
  appliedRate: z.string().nullable(),
  fees: decimalAmountSchema,
  /** amountConverter + fees: what leaves the account. */
  totalDebit: decimalAmountSchema,
  dinarEquivalent: decimalAmountSchema,
  reason: z.string().nullable(),
  execution: executionSummarySchema,
  limits: transferLimitsSchema,
  /** False only for own-account transfers (exempt from the one-time code). */
  needsStrongAuthentication: z.boolean(),
});
export type TransferQuote = z.infer<typeof transferQuoteSchema>;

/** body.result of the OTP.300 answer of a transfer call: the challenge and what the code will confirm. */
export const transferChallengeSchema = challengeSchema.extend({ quote: transferQuoteSchema });
export type TransferChallenge = z.infer<typeof transferChallengeSchema>;

/** Spec §3 transfer info, with the figures and status the history shows. */
export const transferInfoSchema = z.object({
  id: z.uuid(),
  transactionNumber: z.string(),
  type: transferTypeSchema,
  /** The spec's transferType: the service name (LOCAL_TRANSFER, OWN_ACCOUNT_TRANSFER…). */
  transferType: z.string(),
  kind: transferKindSchema,
  debitAccountId: z.uuid(),
  /** Masked account number. */
  debitAccount: z.string(),
  /** Masked account number, RIB or IBAN of the payee. */
  creditAccount: z.string(),
  payee: transferPayeeSchema,
  beneficiary: z
    .object({ id: z.uuid(), iban: z.string().nullable(), swiftCode: z.string().nullable() })
    .nullable(),
  /** When the order was given (ISO instant). */
  transactionDate: z.string(),
  executionDate: isoDateSchema,
  /** Until when the order may still be cancelled; null once executed or cancelled. */
  expirationDate: isoDateSchema.nullable(),
  reason: z.string().nullable(),
  amount: decimalAmountSchema,
  currencyReceiver: z.string(),
  amountConverter: decimalAmountSchema,
  currencySender: z.string(),
  appliedRate: z.string().nullable(),
  fees: decimalAmountSchema,
  status: transferStatusSchema,
  rawStatus: z.enum(TRANSFER_RAW_STATUSES).nullable(),
  statusGroup: z.enum(['TREATED', 'IN_PROGRESS']).nullable(),
  /** INSUFFICIENT_FUNDS, CANCELLED_BY_CUSTOMER, ACCOUNT_INACTIVE… */
  statusReason: z.string().nullable(),
  /** The ledger's operation reference once booked. */
  reference: z.string().nullable(),
  canCancel: z.boolean(),
  standingOrderId: z.uuid().nullable(),
});
export type TransferInfo = z.infer<typeof transferInfoSchema>;

export const transferDetailSchema = transferInfoSchema.extend({
  executionReason: z.enum(EXECUTION_REASONS),
  releaseAt: z.string(),
  /** When an interbank transfer leaves in the clearing (the cut-off of its execution date). */
  clearingAt: z.string().nullable(),
  executedAt: z.string().nullable(),
  history: z.array(
    z.object({
      status: transferStatusSchema,
      rawStatus: z.enum(TRANSFER_RAW_STATUSES).nullable(),
      reason: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type TransferDetail = z.infer<typeof transferDetailSchema>;
