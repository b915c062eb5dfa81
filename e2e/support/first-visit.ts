/**
 * What a first visit downloads: every file a fresh browser context fetches until the page settles,
 * with its size as received and when it started, and the page's first paint. Used by the front-door
 * test and by `npm run bench:front-door`.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions } from 'playwright-core';

export type FetchedFile = { url: string; type: string; received: number; startedMs: number };
export type FirstVisit = { files: FetchedFile[]; firstPaintMs: number };

/** `storageState`: a signed-in person's cookies and stored data (a first visit to a private page). */
export async function measureFirstVisit(
  browser: Browser,
  url: string,
  storageState?: BrowserContextOptions['storageState'],
): Promise<FirstVisit> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'block',
    ...(storageState ? { storageState } : {}),
  });
  try {
    const page = await context.newPage();
    const openedAt = Date.now();
    const started = new Map<string, number>();
    const pending: Promise<FetchedFile>[] = [];
    page.on('request', (request) => started.set(request.url(), Date.now() - openedAt));
    page.on('requestfinished', (request) => {
      pending.push(
        request.sizes().then((sizes) => ({
          url: request.url(),
          type: request.resourceType(),
          received: sizes.responseBodySize,
          startedMs: started.get(request.url()) ?? 0,
        })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const firstPaintMs = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    return { files: await Promise.all(pending), firstPaintMs };
  } finally {
    await context.close();
  }
}

/** Total size of the scripts once gzipped at level 9 (as the build writes its `.gz` copies). */
export async function sumScriptsGzip(files: readonly FetchedFile[]): Promise<number> {
  let total = 0;
  for (const file of files.filter((item) => item.type === 'script')) {
    const plain = await (await fetch(file.url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer();
    total += gzipSync(Buffer.from(plain), { level: 9 }).length;
  }
  return total;
}
