/** A worker thread of pdf-pool.ts: renders the PDFs it is sent, one at a time, off the API's event loop. */
import { parentPort } from 'node:worker_threads';
import { PDF_RENDERERS, type PdfKind } from './renderers.ts';

export type PdfTask = { id: number; kind: PdfKind; document: unknown };
export type PdfOutcome = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort?.on('message', async ({ id, kind, document }: PdfTask) => {
  try {
    const render = PDF_RENDERERS[kind] as (document: unknown) => Promise<Buffer>;
    const pdf = await render(document);
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    parentPort?.postMessage({ id, pdf: bytes } satisfies PdfOutcome);
  } catch (error) {
    parentPort?.postMessage({
      id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
