/**
 * Draws PDF pages on canvases with pdf.js. The app's security policy forbids plugin frames
 * (`object-src 'none'`, frames from `blob:`) and phone webviews do not show PDFs inline, so the
 * document is drawn by the page itself. Loaded on demand: only the PDF view pulls it in.
 */
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type PdfHandle = { pageCount: number; document: PDFDocumentProxy; destroy: () => Promise<void> };

export async function openPdf(blob: Blob): Promise<PdfHandle> {
  const data = new Uint8Array(await blob.arrayBuffer());
  // No eval: the page's script policy would refuse it anyway.
  const task = getDocument({ data, isEvalSupported: false });
  const document = await task.promise;
  return { pageCount: document.numPages, document, destroy: () => task.destroy() };
}

export type PageDrawing = { promise: Promise<HTMLCanvasElement | null>; cancel: () => void };

/**
 * Draws page `pageNumber` `cssWidth` pixels wide on a new canvas, sharp on high-density screens.
 * Resolves to null when cancelled (the width changed again before the drawing ended).
 */
export function drawPage(handle: PdfHandle, pageNumber: number, cssWidth: number): PageDrawing {
  let isCancelled = false;
  let task: RenderTask | null = null;
  const draw = async (): Promise<HTMLCanvasElement | null> => {
    const page = await handle.document.getPage(pageNumber);
    if (isCancelled) {
      return null;
    }
    const unscaled = page.getViewport({ scale: 1 });
    const ratio = window.devicePixelRatio || 1;
    const viewport = page.getViewport({ scale: (cssWidth / unscaled.width) * ratio });
    const canvas = window.document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
    canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
    task = page.render({ canvas, viewport });
    await task.promise;
    return isCancelled ? null : canvas;
  };
  return {
    promise: draw().catch((error: unknown) => {
      if (isCancelled) {
        return null;
      }
      throw error;
    }),
    cancel: () => {
      isCancelled = true;
      task?.cancel();
    },
  };
}
