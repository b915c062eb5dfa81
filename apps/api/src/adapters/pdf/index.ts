/** Server-side PDFs of the accounts area: statement, RIB/IBAN certificate, operation receipt. */

export { renderCardOperations } from './card-operations.ts';
export { fromPdfDataUrl, toPdfDataUrl } from './data-url.ts';
export { renderFinancingSchedule } from './financing-schedule.ts';
export { renderOperationReceipt } from './operation-receipt.ts';
export { createPdfPool, type PdfPool, renderPdf, setPdfWorkers } from './pdf-pool.ts';
export { renderRibCertificate } from './rib-certificate.ts';
export { renderAccountStatement } from './statement.ts';
export { renderTransferReceipt } from './transfer-receipt.ts';
export type * from './types.ts';
