/**
 * Standing orders (spec §3 "Permanent transfer", §7 transfer/permanentTransfer and
 * displayPermanentTransferListByCustomer): what the customer reviews before confirming, and the
 * orders with their runs.
 */
import { z } from 'zod';
import { decimalAmountSchema } from '../accounts/schemas.ts';
import { challengeSchema } from '../identity/challenges.ts';
import { isoDateSchema } from '../shared/localized.ts';
import { PERMANENT_TRANSFER_FREQUENCIES } from '../transfers/requests.ts';
import { transferKindSchema, transferLimitsSchema, transferPayeeSchema } from '../transfers/schemas.ts';

export const STANDING_ORDER_STATUSES = ['ACTIVE', 'CANCELLED', 'ENDED'] as const;

export const permanentTransferFilterSchema = z.object({
  accountId: z.uuid().optional(),
  status: z.enum(['ALL', ...STANDING_ORDER_STATUSES]).default('ALL'),
});
export type PermanentTransferFilter = z.infer<typeof permanentTransferFilterSchema>;

/** One executed (or refused) run of a standing order. */
export const standingOrderRunSchema = z.object({
  /** "2026-03" monthly, "2026-Q1" quarterly, "2026-H1" half-yearly, "2026" yearly. */
  periodKey: z.string(),
  dueDate: isoDateSchema,
  transferId: z.uuid().nullable(),
  status: z.enum(['EXECUTED', 'REJECTED']),
  executedAt: z.string(),
});

/** Spec §3 "Permanent transfer". */
export const permanentTransferInfoSchema = z.object({
  id: z.uuid(),
  ribSender: z.string(),
  ribReceiver: z.string(),
  debitAccountId: z.uuid(),
  transferType: z.literal('PERMANENT_TRANSFER'),
  /** What each run is: between own accounts, inside the bank, or to another bank. */
  kind: transferKindSchema,
  frequency: z.enum(PERMANENT_TRANSFER_FREQUENCIES),
  firstExecutionDate: isoDateSchema,
  lastExecutionDate: isoDateSchema.nullable(),
  nextExecutionDate: isoDateSchema.nullable(),
  amount: decimalAmountSchema,
  currencyReceiver: z.string(),
  currencySender: z.string(),
  reason: z.string().nullable(),
  status: z.enum(STANDING_ORDER_STATUSES),
  /** MAT while the order is in force (spec §3 sample). */
  rawStatus: z.literal('MAT').nullable(),
  beneficiary: z.object({ id: z.uuid().nullable(), nickName: z.string() }),
  payee: transferPayeeSchema,
  createdDate: z.string(),
  /** The runs so far, newest first (the spec's vendorPermanentTransferInfos). */
  vendorPermanentTransferInfos: z.array(standingOrderRunSchema),
});
export type PermanentTransferInfo = z.infer<typeof permanentTransferInfoSchema>;

/** The runs to come of an order being set up: reviewed beside the one-time code (OTP.300 result.quote). */
export const standingOrderQuoteSchema = z.object({
  kind: transferKindSchema,
  debitAccount: z.object({
    id: z.uuid(),
    accountNumber: z.string(),
    title: z.string(),
    currency: z.string(),
  }),
  payee: transferPayeeSchema,
  amount: decimalAmountSchema,
  currency: z.string(),
  /** Charged on each run. */
  fees: decimalAmountSchema,
  frequency: z.enum(PERMANENT_TRANSFER_FREQUENCIES),
  firstExecutionDate: isoDateSchema,
  lastExecutionDate: isoDateSchema.nullable(),
  /** The next runs (up to four): period and the working day each is due. */
  nextRuns: z.array(z.object({ periodKey: z.string(), dueDate: isoDateSchema })),
  limits: transferLimitsSchema,
});
export type StandingOrderQuote = z.infer<typeof standingOrderQuoteSchema>;

/** body.result of the OTP.300 answer of transfer/permanentTransfer. */
export const standingOrderChallengeSchema = challengeSchema.extend({ quote: standingOrderQuoteSchema });
