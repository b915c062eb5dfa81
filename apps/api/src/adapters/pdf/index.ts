/**
 * Server-side PDFs (statements, RIB/IBAN certificates, receipts, financing schedules and contracts,
 * card operations) as the API's calls ask for them: rendered by the worker threads of pdf-pool.ts.
 * The renderers themselves (renderers.ts) load only there, so pdfkit and its fonts stay out of a start.
 */

export { fromPdfDataUrl, toPdfDataUrl } from './data-url.ts';
export { createPdfPool, type PdfPool, renderPdf, setPdfWorkers } from './pdf-pool.ts';
export type * from './types.ts';
