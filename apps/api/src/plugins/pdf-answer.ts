/**
 * Answers a rendered PDF: as a base64 data URL in the envelope, or as the file itself (a download)
 * when the caller sends `Accept: application/pdf`.
 */
import type { PdfDocument } from '@baraka/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toPdfDataUrl } from '../adapters/pdf/index.ts';

export type RenderedPdf = { fileName: string; pdf: Buffer };

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

/** The document to put in the envelope, or the reply once the PDF itself is sent. */
export function pdfResult(
  request: FastifyRequest,
  reply: FastifyReply,
  rendered: RenderedPdf,
): PdfDocument | FastifyReply {
  return wantsPdf(request) ? sendPdf(reply, rendered) : toPdfDocument(rendered);
}
