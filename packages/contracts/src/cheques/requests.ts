/** What the cheque calls take (spec §7 "Chequebooks"); the same schemas validate the web forms. */
import { z } from 'zod';
import { amountInputSchema } from '../accounts/schemas.ts';
import { isoDateSchema } from '../shared/localized.ts';
import { CHEQUE_LOSS_REASONS, CHEQUE_STATUSES, CHEQUE_TYPES, CHEQUEBOOK_TYPE_CODES } from './schemas.ts';

export const chequebookTypesQuerySchema = z.object({ accountId: z.uuid().optional() });

export const chequebookListQuerySchema = z.object({ accountId: z.uuid().optional() });

export const createChequebookRequestSchema = z.object({
  accountId: z.uuid({ message: 'required' }),
  requestType: z.enum(CHEQUEBOOK_TYPE_CODES, { message: 'invalidSelection' }),
  CheckCount: z.union([z.literal(25), z.literal(50)], { message: 'invalidSelection' }),
  crossing: z.union([z.literal(1), z.literal(2)], { message: 'invalidSelection' }),
});
export type CreateChequebookRequestInput = z.infer<typeof createChequebookRequestSchema>;

/** The cheque list's filters; the period is two months at most (spec §9). */
export const chequeListRequestSchema = z
  .object({
    accountId: z.uuid().optional(),
    type: z.enum(CHEQUE_TYPES),
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    status: z.enum(['ALL', ...CHEQUE_STATUSES]).default('ALL'),
    minAmount: amountInputSchema.optional(),
    maxAmount: amountInputSchema.optional(),
  })
  .refine((value) => !value.startDate || !value.endDate || value.startDate <= value.endDate, {
    message: 'minDate',
    path: ['endDate'],
  });
export type ChequeListRequest = z.infer<typeof chequeListRequestSchema>;

export const chequeImageRequestSchema = z.object({ chequeId: z.uuid() });

/** A leaf, or the whole chequebook when no leaf is named. */
export const declareChequeLossSchema = z.object({
  chequebookId: z.uuid(),
  leafNumber: z
    .string()
    .regex(/^\d{7}$/, { message: 'pattern' })
    .optional(),
  reason: z.enum(CHEQUE_LOSS_REASONS, { message: 'invalidSelection' }),
});
export type DeclareChequeLossInput = z.infer<typeof declareChequeLossSchema>;

const ribSchema = z.string().regex(/^\d{20}$/, { message: 'pattern' });

/** Development: another bank presents a cheque the customer emitted. */
export const presentChequeSchema = z.object({
  /** The drawer's RIB, as the CMC7 line carries it. */
  rib: ribSchema,
  checkNumber: z.string().regex(/^\d{7}$/, { message: 'pattern' }),
  amount: amountInputSchema,
  payee: z.string().trim().min(1).max(60),
  payeeRib: ribSchema.optional(),
  issueDate: isoDateSchema.optional(),
  /** The language the cheque was written in (its amount in words). */
  language: z.enum(['fr', 'ar', 'en']).default('fr'),
  /** The drawee bank's check of the signature failed. */
  isSignatureIrregular: z.boolean().default(false),
});
export type PresentChequeInput = z.infer<typeof presentChequeSchema>;

/** Development: the customer deposits a cheque drawn on another bank. */
export const depositChequeSchema = z.object({
  /** The customer's account credited. */
  rib: ribSchema,
  checkNumber: z.string().regex(/^\d{7}$/, { message: 'pattern' }),
  amount: amountInputSchema,
  drawer: z.string().trim().min(1).max(60),
  drawerRib: ribSchema,
  issueDate: isoDateSchema.optional(),
  language: z.enum(['fr', 'ar', 'en']).default('fr'),
});
export type DepositChequeInput = z.infer<typeof depositChequeSchema>;

/** Development: the chequebook office moves an order to its next step now. */
export const advanceChequebookRequestSchema = z.object({ reference: z.string().trim().min(1).max(40) });
