/**
 * Trade effects (spec §3 "Trade effects", §4): bills of exchange of professional and company
 * customers. Inward effects are drawn on the customer (paid from their account at the deadline);
 * outward effects are the customer's claims presented for collection (CLEARING), credited when the
 * drawee's bank pays. RECEIVED: in the bank's hands until the deadline; then PAID or REJECTED.
 */
import { z } from 'zod';
import { decimalAmountSchema } from '../accounts/schemas.ts';
import { isoDateSchema } from '../shared/localized.ts';

export const TRADE_EFFECT_DIRECTIONS = ['INWARD', 'OUTWARD'] as const;
export const TRADE_EFFECT_STATUSES = ['RECEIVED', 'PAID', 'REJECTED'] as const;
export const TRADE_EFFECT_REJECTION_REASONS = [
  'INSUFFICIENT_FUNDS',
  'REFUSED_BY_DRAWEE',
  'IRREGULAR_EFFECT',
] as const;
export const TRADE_EFFECT_TYPES = ['CLEARING'] as const;

/** Spec §3 "Inward" and "Outward", one shape (the direction tells which side the customer is on). */
export const tradeEffectSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  direction: z.enum(TRADE_EFFECT_DIRECTIONS),
  effectNumber: z.string(),
  amount: decimalAmountSchema,
  currency: z.string().length(3),
  accountId: z.uuid(),
  /** The account debited: the customer's (inward) or the drawee's at its bank (outward). */
  debitAccountRib: z.string(),
  /** The account credited: the drawer's (inward) or the customer's (outward). */
  creditAccountRib: z.string(),
  /** The other party: the drawer of an inward effect, the drawee of an outward one. */
  nomTire: z.string(),
  typeEffet: z.enum(TRADE_EFFECT_TYPES),
  issueDate: isoDateSchema,
  deadlineDate: isoDateSchema,
  valueDate: isoDateSchema.nullable(),
  rejectDate: isoDateSchema.nullable(),
  rejectionReason: z.enum(TRADE_EFFECT_REJECTION_REASONS).nullable(),
  status: z.enum(TRADE_EFFECT_STATUSES),
  entryReference: z.string().nullable(),
});
export type TradeEffect = z.infer<typeof tradeEffectSchema>;

export const tradeEffectImageSchema = z.object({
  side: z.enum(['RECTO', 'VERSO']),
  fileName: z.string(),
  image: z.string().regex(/^data:image\/svg\+xml;base64,/),
});
export type TradeEffectImage = z.infer<typeof tradeEffectImageSchema>;
