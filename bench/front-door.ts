/**
 * What a first visit downloads, per front-door page on a 360 px phone with no cache: requests (and
 * how many started before the first paint), scripts as received (Brotli) and as gzip, styles, first
 * paint. Prints figures; nothing is asserted. BENCH_URL points it at a running product; otherwise it
 * starts one with an embedded database.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../e2e/support/chromium-server.ts';
import { type FetchedFile, measureFirstVisit, sumScriptsGzip } from '../e2e/support/first-visit.ts';
import { startProduct } from '../scripts/product-server.ts';

const PAGES = {
  'visitor at /': '/',
  'public dashboard': '/#/dashboard',
  login: '/#/auth/login',
  'exchange rates': '/#/currencies',
};

const kilobytes = (files: FetchedFile[]) =>
  Math.round(files.reduce((sum, file) => sum + file.received, 0) / 1024);

const product = process.env.BENCH_URL ? undefined : await startProduct();
const baseUrl = process.env.BENCH_URL ?? product?.baseUrl ?? '';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
try {
  const rows: Record<string, Record<string, number>> = {};
  for (const [name, route] of Object.entries(PAGES)) {
    const { files, firstPaintMs } = await measureFirstVisit(browser, `${baseUrl}${route}`);
    const scripts = files.filter((file) => file.type === 'script');
    rows[name] = {
      requests: files.length,
      'before first paint': files.filter((file) => file.startedMs <= firstPaintMs).length,
      scripts: scripts.length,
      'JS received KB': kilobytes(scripts),
      'JS gzip KB': Math.round((await sumScriptsGzip(files)) / 1024),
      'CSS received KB': kilobytes(files.filter((file) => file.type === 'stylesheet')),
      'first paint ms': Math.round(firstPaintMs),
    };
  }
  console.log(`\nFirst visit on a 360 px phone (no cache, no service worker), ${baseUrl}`);
  console.table(rows);
} finally {
  await browser.close();
  await product?.stop();
}
