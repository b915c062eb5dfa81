/** What the card calls take (spec §7 "Cards"); the same schemas validate the web forms. */
import { z } from 'zod';
import { amountInputSchema } from '../accounts/schemas.ts';
import { isoDateSchema } from '../shared/localized.ts';
import {
  CARD_BLOCK_REASONS,
  CARD_LIMIT_CHOICES,
  CARD_OPERATION_STATUSES,
  CARD_OPERATION_TYPES,
  CARD_PERIODICITIES,
} from './schemas.ts';

export const cardIdSchema = z.object({ cardId: z.uuid() });
export type CardIdRequest = z.infer<typeof cardIdSchema>;

export const blockCardSchema = cardIdSchema.extend({ reason: z.enum(CARD_BLOCK_REASONS) });
export type BlockCardRequest = z.infer<typeof blockCardSchema>;

export const cardLimitsQuerySchema = z.object({ cardId: z.uuid().optional() });

export const updateCardLimitSchema = cardIdSchema.extend({
  limit: z.enum(CARD_LIMIT_CHOICES),
  periodicity: z.enum(CARD_PERIODICITIES),
});
export type UpdateCardLimitRequest = z.infer<typeof updateCardLimitSchema>;

export const cardProductsRequestSchema = z.object({ accountId: z.uuid().optional() }).default({});

export const createCardRequestSchema = z.object({
  accountId: z.uuid(),
  productCode: z.string().trim().min(1).max(40),
  limit: z.enum(CARD_LIMIT_CHOICES),
  periodicity: z.enum(CARD_PERIODICITIES),
  /** The branch where the card is collected. */
  agencyCode: z.string().regex(/^\d{3}$/, { message: 'pattern' }),
});
export type CreateCardRequestInput = z.infer<typeof createCardRequestSchema>;

export const cardRequestQuerySchema = z.object({ referenceNumber: z.string().trim().min(1).max(40) });

/** The operations of one card with the history page's filters. */
export const cardOperationsRequestSchema = cardIdSchema
  .extend({
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    status: z.enum(['ALL', ...CARD_OPERATION_STATUSES]).default('ALL'),
    minAmount: amountInputSchema.optional(),
    maxAmount: amountInputSchema.optional(),
    page: z.number().int().min(0).max(10_000).default(0),
    size: z.number().int().min(1).max(100).default(30),
  })
  .refine((value) => !value.startDate || !value.endDate || value.startDate <= value.endDate, {
    message: 'minDate',
    path: ['endDate'],
  });
export type CardOperationsRequest = z.infer<typeof cardOperationsRequestSchema>;

export const CARD_EXPORT_FORMATS = ['PDF', 'CSV'] as const;
export const cardExportRequestSchema = cardIdSchema
  .extend({ startDate: isoDateSchema, endDate: isoDateSchema, format: z.enum(CARD_EXPORT_FORMATS) })
  .refine((value) => value.startDate <= value.endDate, { message: 'minDate', path: ['endDate'] });
export type CardExportRequest = z.infer<typeof cardExportRequestSchema>;

export const cardTopUpSchema = cardIdSchema.extend({ debitAccountId: z.uuid(), amount: amountInputSchema });
export type CardTopUpRequest = z.infer<typeof cardTopUpSchema>;

/** A merchant's or ATM's request, as the development terminal sends it. */
export const cardTerminalRequestSchema = cardIdSchema.extend({
  operationType: z.enum(CARD_OPERATION_TYPES).exclude(['TOP_UP']),
  amount: amountInputSchema,
  merchant: z.string().trim().min(1).max(60),
});
export type CardTerminalRequest = z.infer<typeof cardTerminalRequestSchema>;

/** Development: settle or cancel an open authorisation now instead of waiting for the job. */
export const cardAuthorisationActionSchema = z.object({
  operationId: z.uuid(),
  action: z.enum(['SETTLE', 'CANCEL']),
});

/** Development: move a card order to its next step now. */
export const cardRequestAdvanceSchema = z.object({
  referenceNumber: z.string().trim().min(1).max(40),
  to: z.enum(['TERMINATE', 'REJECT']),
  note: z.string().trim().max(200).optional(),
});
