/**
 * Answers a rendered PDF: as a base64 data URL in the envelope, or as the file itself (a download)
 * when the caller sends `Accept: application/pdf`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toPdfDataUrl } from '../adapters/pdf/index.ts';
import { ok } from './envelope.ts';

export type RenderedPdf = { fileName: string; pdf: Buffer };

export const PDF_DOWNLOAD_NOTE = 'Send `Accept: application/pdf` to receive the PDF itself, as a download.';

const wantsPdf = (request: FastifyRequest) => (request.headers.accept ?? '').includes('application/pdf');

export function answerPdf(request: FastifyRequest, reply: FastifyReply, rendered: RenderedPdf) {
  if (wantsPdf(request)) {
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${rendered.fileName}"`)
      .header('cache-control', 'no-store')
      .send(rendered.pdf);
  }
  return ok({ fileName: rendered.fileName, file: toPdfDataUrl(rendered.pdf) });
}
