/** Account documents (spec §7): statements, RIB certificate and receipts, as base64 PDF data URLs. */
import { z } from 'zod';
import { accountIdSchema, transactionFilterSchema } from './schemas.ts';

export const pdfDocumentSchema = z.object({
  fileName: z.string(),
  /** "data:application/pdf;base64,…" (spec §3 "Other"). */
  file: z.string().startsWith('data:application/pdf;base64,'),
});
export type PdfDocument = z.infer<typeof pdfDocumentSchema>;

/** A monthly statement the bank can issue (secure/list-extrait). */
export const monthlyStatementSchema = z.object({
  month: z.string().regex(/^\d{2}\/\d{4}$/),
  startDate: z.string(),
  endDate: z.string(),
  operationCount: z.number().int(),
});
export type MonthlyStatement = z.infer<typeof monthlyStatementSchema>;

export const accountStatementRequestSchema = accountIdSchema.extend({
  /** MM/YYYY, one of secure/list-extrait. */
  month: z.string().regex(/^\d{2}\/\d{4}$/),
});
export type AccountStatementRequest = z.infer<typeof accountStatementRequestSchema>;

export const filteredStatementRequestSchema = transactionFilterSchema;

export const accountReceiptRequestSchema = accountIdSchema.extend({
  transactionId: z.string().regex(/^\d+$/),
});
export type AccountReceiptRequest = z.infer<typeof accountReceiptRequestSchema>;
