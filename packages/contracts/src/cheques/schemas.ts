/**
 * Cheques and chequebooks (spec §3 "Cheques and chequebooks", §4, §9): the chequebook types one may
 * order, the orders (REQUESTED → PRINTED → DELIVERED) with their leaves once printed, and the
 * cheques the customer emitted (paid or rejected when another bank presents them) or received
 * (deposited, credited after the interbank clearing delay). Amounts are exact decimal strings.
 */
import { z } from 'zod';
import { decimalAmountSchema } from '../accounts/schemas.ts';
import { isoDateSchema } from '../shared/localized.ts';

export const CHEQUEBOOK_TYPE_CODES = [
  'CHEQUE',
  'LCHEQUE',
  'CHEQUE.VIP',
  'CHEQUE.PLATINUM',
  'CHEQUE.PLATINUM.PLUS',
] as const;
/** Spec §9: 25 or 50 leaves. */
export const CHEQUEBOOK_SIZES = [25, 50] as const;
/** Spec §3: 1 crossed, 2 not crossed. */
export const CHEQUEBOOK_CROSSINGS = [1, 2] as const;
export const CHEQUEBOOK_REQUEST_STATUSES = ['REQUESTED', 'PRINTED', 'DELIVERED'] as const;
/** BLANK: not used yet; PAID: a cheque on it was paid; OPPOSED: declared lost or stolen (final). */
export const CHEQUE_LEAF_STATUSES = ['BLANK', 'PAID', 'OPPOSED'] as const;
export const CHEQUE_TYPES = ['EMITTED', 'RECEIVED'] as const;
/** CLEARING: a received cheque waiting for the interbank clearing; PAID; REJECTED (with the reason). */
export const CHEQUE_STATUSES = ['CLEARING', 'PAID', 'REJECTED'] as const;
export const CHEQUE_REJECTION_REASONS = [
  'INSUFFICIENT_FUNDS',
  'OPPOSITION',
  'IRREGULAR_SIGNATURE',
  'UNKNOWN_LEAF',
  'ALREADY_PAID',
] as const;
export const CHEQUE_LOSS_REASONS = ['LOST', 'STOLEN'] as const;
export const CHEQUE_IMAGE_SIDES = ['RECTO', 'VERSO'] as const;

export const chequebookTypeSchema = z.object({
  code: z.enum(CHEQUEBOOK_TYPE_CODES),
  wording: z.string(),
  /** The booklet sizes this type comes in. */
  sizes: z.array(z.union([z.literal(25), z.literal(50)])),
  currency: z.string().length(3),
});
export type ChequebookType = z.infer<typeof chequebookTypeSchema>;

export const chequeLeafSchema = z.object({
  number: z.string(),
  status: z.enum(CHEQUE_LEAF_STATUSES),
  opposedAt: z.string().nullable(),
});
export type ChequeLeaf = z.infer<typeof chequeLeafSchema>;

export const chequebookTransitionSchema = z.object({
  status: z.enum(CHEQUEBOOK_REQUEST_STATUSES),
  at: z.string(),
});

/** Spec §3 "Chequebook request", with its steps and, once printed, its leaves. */
export const chequebookRequestSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  accountId: z.uuid(),
  /** Masked. */
  accountNum: z.string(),
  requestDate: z.string(),
  CheckCount: z.number().int(),
  crossing: z.union([z.literal(1), z.literal(2)]),
  status: z.enum(CHEQUEBOOK_REQUEST_STATUSES),
  requestType: z.enum(CHEQUEBOOK_TYPE_CODES),
  requestTypeWording: z.string(),
  /** This order's rank among the account's chequebook orders. */
  rang: z.number().int(),
  firstLeaf: z.string().nullable(),
  lastLeaf: z.string().nullable(),
  /** When the whole chequebook was declared lost or stolen. */
  opposedAt: z.string().nullable(),
  leaves: z.array(chequeLeafSchema),
  transitions: z.array(chequebookTransitionSchema),
});
export type ChequebookRequest = z.infer<typeof chequebookRequestSchema>;

/** Spec §3 "Cheque". */
export const chequeSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  checkNumber: z.string(),
  amount: decimalAmountSchema,
  currency: z.string().length(3),
  /** The customer's account (debited for an emitted cheque, credited for a received one). */
  accountId: z.uuid(),
  /** Masked. */
  debitAccount: z.string(),
  /** The other party's RIB: the payee's for an emitted cheque, the drawer's for a received one. */
  creditAccountRib: z.string(),
  /** The payee (emitted) or the drawer (received). */
  counterparty: z.string(),
  issueDate: isoDateSchema,
  /** The booking's value date once paid, null otherwise. */
  valueDate: isoDateSchema.nullable(),
  /** When a received cheque will be credited. */
  expectedDate: isoDateSchema.nullable(),
  type: z.enum(CHEQUE_TYPES),
  status: z.enum(CHEQUE_STATUSES),
  rejectionReason: z.enum(CHEQUE_REJECTION_REASONS).nullable(),
  /** The ledger entry's reference once booked. */
  entryReference: z.string().nullable(),
});
export type Cheque = z.infer<typeof chequeSchema>;

/** A rendered side of a cheque (an SVG drawn from the cheque's data). */
export const chequeImageSchema = z.object({
  side: z.enum(CHEQUE_IMAGE_SIDES),
  fileName: z.string(),
  image: z.string().regex(/^data:image\/svg\+xml;base64,/),
});
export type ChequeImage = z.infer<typeof chequeImageSchema>;

/** A loss or theft declaration, as recorded. */
export const chequeOppositionSchema = z.object({
  reference: z.string(),
  chequebookId: z.uuid(),
  /** The leaves now opposed. */
  leaves: z.array(z.string()),
  reason: z.enum(CHEQUE_LOSS_REASONS),
  declaredAt: z.string(),
});
export type ChequeOpposition = z.infer<typeof chequeOppositionSchema>;
