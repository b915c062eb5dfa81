/**
 * Cards (spec §3 "Cards", §4 card and request states, §9 limits): the customer's cards with what is
 * left of their period's limit, their operations, the products one may order and the orders. Amounts
 * are exact decimal strings in the card account's currency; card numbers are always masked.
 */
import { z } from 'zod';
import { decimalAmountSchema } from '../accounts/schemas.ts';
import { isoDateSchema } from '../shared/localized.ts';

export const CARD_STATUSES = ['ACTIVE', 'BLOCKED'] as const;
/** Why a card is blocked: a loss or theft is final; a temporary freeze can be lifted. */
export const CARD_BLOCK_REASONS = ['LOST', 'STOLEN', 'TEMPORARY'] as const;
export const CARD_PERIODICITIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
/** Debit cards spend from their account; a prepaid card has its own account, topped up by transfer. */
export const CARD_KINDS = ['DEBIT', 'PREPAID'] as const;
/** The product family picks the card's art. */
export const CARD_FAMILIES = [
  'CLASSIC',
  'GOLD',
  'PLATINUM',
  'BUSINESS',
  'YOUTH',
  'SAVINGS',
  'PREPAID',
] as const;
export const CARD_OPERATION_TYPES = ['PURCHASE', 'WITHDRAWAL', 'TOP_UP'] as const;
/** VALIDE: authorised (and booked once settled); ANNULE: cancelled, nothing booked. */
export const CARD_OPERATION_STATUSES = ['VALIDE', 'ANNULE'] as const;
export const CARD_REQUEST_STATUSES = ['TASK', 'TERMINATE', 'REJECT'] as const;
/** Spec §9: the period limits a customer may choose (0 turns card payments off), capped by the product. */
export const CARD_LIMIT_CHOICES = ['0', '700', '900', '1200', '1500', '1800', '2000'] as const;

/** Spec §3 "Card operation". */
export const cardOperationSchema = z.object({
  id: z.uuid(),
  /** The authorisation's reference; the booked entry's once settled. */
  referenceFT: z.string(),
  operationType: z.enum(CARD_OPERATION_TYPES),
  /** Positive: what the operation takes from the account. */
  amountDebited: decimalAmountSchema,
  currency: z.string().length(3),
  /** Merchant or ATM, as the terminal names it. */
  paymentDetails: z.string(),
  /** When the terminal asked (ISO instant). */
  timeAutho: z.string(),
  dateTransaction: isoDateSchema,
  /** The booking date once settled, null while only authorised. */
  processingDate: isoDateSchema.nullable(),
  isSettled: z.boolean(),
  status: z.enum(CARD_OPERATION_STATUSES),
  /** The cancellation's reference when status is ANNULE. */
  referenceAnnulation: z.string().nullable(),
  /** Masked. */
  debitAccountNum: z.string(),
  /** Masked. */
  cardNumber: z.string(),
});
export type CardOperation = z.infer<typeof cardOperationSchema>;

/** Spec §3 "Card", with the period's figures computed from its operations. */
export const cardSchema = z.object({
  id: z.uuid(),
  cardProductCode: z.string(),
  wording: z.string(),
  abrvWording: z.string(),
  family: z.enum(CARD_FAMILIES),
  kind: z.enum(CARD_KINDS),
  /** Masked: the first and last four digits show ("4532 •••• •••• 0417"). */
  cardNumber: z.string(),
  holderName: z.string(),
  accountId: z.uuid(),
  /** Masked. */
  accountNumber: z.string(),
  currency: z.string().length(3),
  /** Month of expiry, YYYY-MM. */
  expirationDate: z.string().regex(/^\d{4}-\d{2}$/),
  status: z.enum(CARD_STATUSES),
  blockReason: z.enum(CARD_BLOCK_REASONS).nullable(),
  blockedAt: z.string().nullable(),
  periodicity: z.enum(CARD_PERIODICITIES),
  /** The limit per period. */
  limitAmount: decimalAmountSchema,
  /** The product's ceiling: no chosen limit goes above it. */
  productLimit: decimalAmountSchema,
  periodStart: isoDateSchema,
  periodEnd: isoDateSchema,
  /** Spent in the current period (authorised, not cancelled). */
  onPerTotAmount: decimalAmountSchema,
  /** What is left of the period's limit. */
  limitAmountBeforeTrn: decimalAmountSchema,
  /** Authorised and not yet booked: the card's open holds. */
  total: decimalAmountSchema,
  /** The linked account's available balance (booked − open holds + overdraft). */
  balance: decimalAmountSchema,
  /** The latest operations, newest first (five at most). */
  operations: z.array(cardOperationSchema),
});
export type Card = z.infer<typeof cardSchema>;

/** Spec §3 "Card product". */
export const cardProductSchema = z.object({
  productCode: z.string(),
  wording: z.string(),
  abrvWording: z.string(),
  family: z.enum(CARD_FAMILIES),
  kind: z.enum(CARD_KINDS),
  plasticType: z.string(),
  limitIndex: z.number().int(),
  /** The product's limit per period. */
  onPerToAmount: decimalAmountSchema,
  currency: z.string().length(3),
});
export type CardProduct = z.infer<typeof cardProductSchema>;

export const cardRequestTransitionSchema = z.object({
  status: z.enum(CARD_REQUEST_STATUSES),
  at: z.string(),
  /** The bank's note (a rejection's reason). */
  note: z.string().nullable(),
});

/** Spec §3 "Card request row", with its steps. */
export const cardRequestSchema = z.object({
  referenceNumber: z.string(),
  cardTypeWording: z.string(),
  productCode: z.string(),
  accountId: z.uuid(),
  /** Masked. */
  accountNumber: z.string(),
  cardLimit: decimalAmountSchema,
  periodicity: z.enum(CARD_PERIODICITIES),
  /** The delivery branch. */
  agencyCode: z.string(),
  agencyName: z.string(),
  startDate: z.string(),
  actionStatus: z.enum(CARD_REQUEST_STATUSES),
  rejectReason: z.string().nullable(),
  /** The card produced, once TERMINATE. */
  cardId: z.uuid().nullable(),
  transitions: z.array(cardRequestTransitionSchema),
});
export type CardRequest = z.infer<typeof cardRequestSchema>;

/** GET secure/card: what the order form offers this customer. */
export const cardRequestFormSchema = z.object({
  holderName: z.string(),
  accounts: z.array(
    z.object({
      id: z.uuid(),
      accountNumber: z.string(),
      title: z.string(),
      currency: z.string().length(3),
      availableBalance: decimalAmountSchema,
    }),
  ),
  products: z.array(cardProductSchema),
  limits: z.array(decimalAmountSchema),
  periodicities: z.array(z.enum(CARD_PERIODICITIES)),
});
export type CardRequestForm = z.infer<typeof cardRequestFormSchema>;

/** A top-up of a prepaid card, as booked. */
export const cardTopUpReceiptSchema = z.object({
  reference: z.string(),
  cardId: z.uuid(),
  debitAccountId: z.uuid(),
  amount: decimalAmountSchema,
  currency: z.string().length(3),
  bookingDate: isoDateSchema,
  /** The prepaid card's balance after the top-up. */
  cardBalance: decimalAmountSchema,
});
export type CardTopUpReceipt = z.infer<typeof cardTopUpReceiptSchema>;

/** What a terminal gets back: the authorisation it may complete. */
export const cardAuthorisationSchema = z.object({
  operationId: z.uuid(),
  reference: z.string(),
  status: z.literal('APPROVED'),
  amount: decimalAmountSchema,
  currency: z.string().length(3),
  /** What is left of the period's limit after this one. */
  limitAmountBeforeTrn: decimalAmountSchema,
});
export type CardAuthorisation = z.infer<typeof cardAuthorisationSchema>;

/** An export of a card's operations: a PDF or a CSV file as a data URL. */
export const cardExportSchema = z.object({
  fileName: z.string(),
  /** "data:application/pdf;base64,…" or "data:text/csv;base64,…". */
  file: z.string().regex(/^data:(application\/pdf|text\/csv);base64,/),
});
export type CardExport = z.infer<typeof cardExportSchema>;

/** One page of a card's operations (the history page scrolls through them). */
export const cardOperationPageSchema = z.object({
  items: z.array(cardOperationSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type CardOperationPage = z.infer<typeof cardOperationPageSchema>;
