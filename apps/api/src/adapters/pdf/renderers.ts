/** Every PDF the API renders, by name: what the worker threads of pdf-pool.ts can be asked for. */
import { renderCardOperations } from './card-operations.ts';
import { renderFinancingContract } from './financing-contract.ts';
import { renderFinancingSchedule } from './financing-schedule.ts';
import { renderOperationReceipt } from './operation-receipt.ts';
import { renderRibCertificate } from './rib-certificate.ts';
import { renderAccountStatement } from './statement.ts';
import { renderTransferReceipt } from './transfer-receipt.ts';

export const PDF_RENDERERS = {
  accountStatement: renderAccountStatement,
  cardOperations: renderCardOperations,
  financingContract: renderFinancingContract,
  financingSchedule: renderFinancingSchedule,
  operationReceipt: renderOperationReceipt,
  ribCertificate: renderRibCertificate,
  transferReceipt: renderTransferReceipt,
} as const;

export type PdfKind = keyof typeof PDF_RENDERERS;
export type PdfDocumentOf<Kind extends PdfKind> = Parameters<(typeof PDF_RENDERERS)[Kind]>[0];
