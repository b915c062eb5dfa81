/**
 * The process engine's calls (spec §7 "Workflow": bankerisebpm/process/start, bankerisebpm/tasks/
 * complete): a financing request started by the customer, the tasks waiting on the customer or the
 * bank, and every transition it took.
 */
import { z } from 'zod';
import { decimalAmountSchema } from '../accounts/schemas.ts';
import { attachmentUploadSchema, storedAttachmentSchema } from '../attachments/schemas.ts';
import { isoDateSchema } from '../shared/localized.ts';

/**
 * FINANCING_REQUEST started here by the customer; TRANSFER_VALIDATION by a transfer the bank
 * validates by hand; CONTACT_REQUEST and APPOINTMENT_REQUEST by the contact and appointment calls;
 * ONBOARDING by a visitor's application (the onboarding calls).
 */
export const PROCESS_NAMES = [
  'FINANCING_REQUEST',
  'TRANSFER_VALIDATION',
  'CONTACT_REQUEST',
  'APPOINTMENT_REQUEST',
  'ONBOARDING',
] as const;
export const FINANCING_REQUEST_PRODUCTS = [
  'HOME_MURABAHA',
  'CAR_MURABAHA',
  'GOODS_MURABAHA',
  'EQUIPMENT_IJARA',
  'EXPORT_FINANCING',
  'IMPORT_FINANCING',
  'MARKET_FINANCING',
] as const;

/** What the customer fills in to ask for a financing; amounts as typed (decimal text, TND). */
export const financingRequestVariablesSchema = z.object({
  productCode: z.enum(FINANCING_REQUEST_PRODUCTS),
  amount: z.string().trim().min(1).max(20),
  months: z.number().int().min(1).max(600),
  monthlyIncome: z.string().trim().min(1).max(20),
  employer: z.string().trim().min(2).max(80),
  refundAccountId: z.uuid(),
  /** Company trade financing: the export value, imports or contract amount it is a share of. */
  underlyingValue: z.string().trim().min(1).max(20).optional(),
});
export type FinancingRequestVariables = z.infer<typeof financingRequestVariablesSchema>;
export type FinancingRequestProduct = (typeof FINANCING_REQUEST_PRODUCTS)[number];

/**
 * The supporting documents of a financing request, one file of each kind: the proof of income
 * (latest pay slip or income statement), the trade document of a company's operation (commercial
 * contract or invoice), and one more the customer wants the bank to see.
 */
export const FINANCING_DOCUMENT_KINDS = ['INCOME_PROOF', 'TRADE_DOCUMENT', 'OTHER'] as const;
export type FinancingDocumentKind = (typeof FINANCING_DOCUMENT_KINDS)[number];

/**
 * The document the bank cannot review a request without: a person's income proof for the retail
 * products, the operation's trade document for the company ones (its value is what they finance).
 */
export const REQUIRED_FINANCING_DOCUMENT: Record<FinancingRequestProduct, FinancingDocumentKind> = {
  HOME_MURABAHA: 'INCOME_PROOF',
  CAR_MURABAHA: 'INCOME_PROOF',
  GOODS_MURABAHA: 'INCOME_PROOF',
  EQUIPMENT_IJARA: 'INCOME_PROOF',
  EXPORT_FINANCING: 'TRADE_DOCUMENT',
  IMPORT_FINANCING: 'TRADE_DOCUMENT',
  MARKET_FINANCING: 'TRADE_DOCUMENT',
};

/** The files sent with a request, by kind; the one its product requires is checked by the API. */
export const financingDocumentsSchema = z.object({
  INCOME_PROOF: attachmentUploadSchema.optional(),
  TRADE_DOCUMENT: attachmentUploadSchema.optional(),
  OTHER: attachmentUploadSchema.optional(),
});
export type FinancingDocuments = z.infer<typeof financingDocumentsSchema>;

/** A document joined to a request as the customer sees it: its bytes come from `processesEndpoints.document`. */
export const processDocumentSchema = storedAttachmentSchema.extend({
  kind: z.enum(FINANCING_DOCUMENT_KINDS),
});
export type ProcessDocument = z.infer<typeof processDocumentSchema>;

export const processDocumentRequestSchema = z.object({ processId: z.uuid(), attachmentId: z.uuid() });

export const completeTaskSchema = z.object({
  processId: z.uuid(),
  task: z.string().trim().min(1).max(40),
  outcome: z.string().trim().min(1).max(40),
});
export type CompleteTaskRequest = z.infer<typeof completeTaskSchema>;

export const processIdSchema = z.object({ processId: z.uuid() });

export const processOfferSchema = z.object({
  amount: decimalAmountSchema,
  months: z.number().int(),
  annualProfitRate: z.string(),
  instalment: decimalAmountSchema,
  totalProfit: decimalAmountSchema,
  salePrice: decimalAmountSchema,
  firstDueDate: isoDateSchema,
});

export const processSchema = z.object({
  processId: z.uuid(),
  processName: z.enum(PROCESS_NAMES),
  state: z.string(),
  variables: z.record(z.string(), z.string()),
  offer: processOfferSchema.nullable(),
  waitingTasks: z.array(z.object({ task: z.string(), actor: z.enum(['CUSTOMER', 'BANK']) })),
  history: z.array(
    z.object({
      task: z.string().nullable(),
      outcome: z.string(),
      actor: z.enum(['CUSTOMER', 'BANK']),
      fromState: z.string().nullable(),
      toState: z.string(),
      at: z.iso.datetime({ offset: true }),
    }),
  ),
  financingId: z.uuid().nullable(),
  /** The supporting documents joined to the request (none for the other processes). */
  documents: z.array(processDocumentSchema),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ProcessView = z.infer<typeof processSchema>;

export const PROCESS_ERROR_CODES = {
  /** The task is the other party's (the bank's, for a customer). */
  WRONG_PARTY: { code: 'PROCESS.WRONG_PARTY', http: 403 },
  /** The process does not wait for this task now. */
  NOT_WAITING: { code: 'PROCESS.NOT_WAITING', http: 409 },
  UNKNOWN_TASK: { code: 'PROCESS.UNKNOWN_TASK', http: 422 },
  /** The amount is outside the product, or above its share of the underlying value (§9). */
  TERMS_REFUSED: { code: 'PROCESS.TERMS_REFUSED', http: 422 },
} as const;
