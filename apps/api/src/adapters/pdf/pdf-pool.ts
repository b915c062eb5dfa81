/**
 * PDFs are rendered in worker threads, so a long statement (thousands of lines, over a second of
 * CPU) leaves the event loop free for every other call. The pool starts its threads on first use
 * (the configuration's PDF_WORKERS: one on two cores, the other core serving the calls) and queues
 * what is asked beyond them.
 * From the bundle the worker is dist/pdf-worker.mjs; from the TypeScript sources (tests, dev) it
 * is pdf-worker.ts, loaded through tsx.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PdfOutcome, PdfTask } from './pdf-worker.ts';
import type { PdfDocumentOf, PdfKind } from './renderers.ts';

type Slot = { worker: Worker; busy: number };
type Pending = { slot: Slot; resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

const FROM_SOURCES = import.meta.url.endsWith('.ts');

/** From the sources, the thread first registers tsx's loader, then imports the TypeScript worker. */
const startWorker = (): Worker => {
  if (!FROM_SOURCES) {
    return new Worker(new URL('./pdf-worker.mjs', import.meta.url));
  }
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsx = pathToFileURL(join(dirname(tsxPackage), 'dist/esm/api/index.mjs')).href;
  const worker = new URL('./pdf-worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(worker)}); });`;
  return new Worker(code, { eval: true });
};

export type PdfPool = {
  render<Kind extends PdfKind>(kind: Kind, document: PdfDocumentOf<Kind>): Promise<Buffer>;
  close(): Promise<void>;
};

export function createPdfPool(size: number): PdfPool {
  const slots: Slot[] = [];
  const pending = new Map<number, Pending>();
  let nextId = 0;

  const start = (): Slot => {
    const worker = startWorker();
    const slot: Slot = { worker, busy: 0 };
    worker.on('message', (outcome: PdfOutcome) => {
      slot.busy -= 1;
      const waiting = pending.get(outcome.id);
      pending.delete(outcome.id);
      if ('pdf' in outcome) {
        waiting?.resolve(Buffer.from(outcome.pdf.buffer, outcome.pdf.byteOffset, outcome.pdf.byteLength));
      } else {
        waiting?.reject(new Error(`PDF rendering failed: ${outcome.error}`));
      }
    });
    worker.on('error', (error) => {
      // A crashed thread fails what it held; the next call starts a new one.
      slots.splice(slots.indexOf(slot), 1);
      for (const [id, waiting] of pending) {
        if (waiting.slot === slot) {
          pending.delete(id);
          waiting.reject(error);
        }
      }
    });
    // Idle threads do not keep the process alive.
    worker.unref();
    slots.push(slot);
    return slot;
  };

  const pick = (): Slot => {
    const idle = slots.find((slot) => slot.busy === 0);
    if (idle) {
      return idle;
    }
    if (slots.length < size) {
      return start();
    }
    return slots.reduce((least, slot) => (slot.busy < least.busy ? slot : least));
  };

  return {
    render: (kind, document) =>
      new Promise<Buffer>((resolve, reject) => {
        const slot = pick();
        const id = nextId++;
        pending.set(id, { slot, resolve, reject });
        slot.busy += 1;
        slot.worker.postMessage({ id, kind, document } satisfies PdfTask);
      }),
    close: async () => {
      const workers = slots.splice(0).map((slot) => slot.worker);
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

let shared: PdfPool | undefined;
let sharedSize = 1;

/** Sets how many threads the shared pool may start (the configuration's PDF_WORKERS); before first use. */
export function setPdfWorkers(size: number): void {
  sharedSize = size;
}

/** Renders one PDF in the API's shared pool of worker threads. */
export function renderPdf<Kind extends PdfKind>(kind: Kind, document: PdfDocumentOf<Kind>): Promise<Buffer> {
  shared ??= createPdfPool(sharedSize);
  return shared.render(kind, document);
}
