/** Account documents (spec §7): statements, RIB certificate and receipts, as base64 PDF data URLs. */
import { z } from 'zod';
import { defineEndpoint, listAnswer, objectAnswer } from '../shared/endpoint.ts';
import { accountIdSchema, READ_ACCOUNTS, transactionFilterSchema } from './schemas.ts';

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

/** A document call answers a data URL, or the PDF itself to a caller that asks for it. */
export const PDF_DOWNLOAD_NOTE = 'Send `Accept: application/pdf` to receive the PDF itself, as a download.';

export const accountReportsEndpoints = {
  monthlyStatements: defineEndpoint({
    method: 'POST',
    path: 'secure/list-extrait',
    area: 'accounts',
    summary: 'Monthly statements available for an account (complete months, the last twelve)',
    access: READ_ACCOUNTS,
    effect: 'read',
    body: accountIdSchema,
    answer: listAnswer(monthlyStatementSchema),
  }),
  monthlyStatement: defineEndpoint({
    method: 'POST',
    path: 'secure/report/accountStatement',
    area: 'accounts',
    summary: 'Statement of one month (PDF)',
    description: PDF_DOWNLOAD_NOTE,
    access: READ_ACCOUNTS,
    effect: 'read',
    body: accountStatementRequestSchema,
    answer: objectAnswer(pdfDocumentSchema),
  }),
  filteredStatement: defineEndpoint({
    method: 'POST',
    path: 'secure/report/filteredAccountStatement',
    area: 'accounts',
    summary: 'Statement of a period (two months at most) with the history filters (PDF)',
    description: PDF_DOWNLOAD_NOTE,
    access: READ_ACCOUNTS,
    effect: 'read',
    body: filteredStatementRequestSchema,
    answer: objectAnswer(pdfDocumentSchema),
  }),
  receipt: defineEndpoint({
    method: 'POST',
    path: 'secure/report/accountReceipt',
    area: 'accounts',
    summary: 'Receipt of one operation (PDF)',
    description: PDF_DOWNLOAD_NOTE,
    access: READ_ACCOUNTS,
    effect: 'read',
    body: accountReceiptRequestSchema,
    answer: objectAnswer(pdfDocumentSchema),
  }),
  rib: defineEndpoint({
    method: 'POST',
    path: 'secure/rib/pdf',
    area: 'accounts',
    summary: 'RIB / IBAN certificate of an account (PDF)',
    description: PDF_DOWNLOAD_NOTE,
    access: READ_ACCOUNTS,
    effect: 'read',
    body: accountIdSchema,
    answer: objectAnswer(pdfDocumentSchema),
  }),
};
