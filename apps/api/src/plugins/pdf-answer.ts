/**
 * Answers a rendered PDF: as a base64 data URL in the envelope, or as the file itself (a download)
 * when the caller sends `Accept: application/pdf`.
 */
import { PDF_DOWNLOAD_NOTE, type PdfDocument } from '@baraka/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toPdfDataUrl } from '../adapters/pdf/index.ts';
import { ok } from './envelope.ts';

export type RenderedPdf = { fileName: string; pdf: Buffer };

export { PDF_DOWNLOAD_NOTE };

const wantsPdf = (request: FastifyRequest) => (request.headers.accept ?? '').includes('application/pdf');

const sendPdf = (reply: FastifyReply, rendered: RenderedPdf) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${rendered.fileName}"`)
    .header('cache-control', 'no-store')
    .send(rendered.pdf);

const toPdfDocument = (rendered: RenderedPdf): PdfDocument => ({
  fileName: rendered.fileName,
  file: toPdfDataUrl(rendered.pdf),
});

/**
 * For a handler served from its definition: the document to put in the envelope, or the reply once
 * the PDF itself is sent.
 */
export function pdfResult(
  request: FastifyRequest,
  reply: FastifyReply,
  rendered: RenderedPdf,
): PdfDocument | FastifyReply {
  return wantsPdf(request) ? sendPdf(reply, rendered) : toPdfDocument(rendered);
}

/** The same for a route that answers the envelope itself. */
export function answerPdf(request: FastifyRequest, reply: FastifyReply, rendered: RenderedPdf) {
  if (wantsPdf(request)) {
    return sendPdf(reply, rendered);
  }
  return ok(toPdfDocument(rendered));
}
