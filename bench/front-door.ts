/**
 * What a first visit downloads, per front-door page on a 360 px phone with no cache: requests (and
 * how many started before the first paint), scripts as received (Brotli) and as gzip, styles, first
 * paint; the private dashboard as a first visit of a signed-in customer. Then Lighthouse 12's mobile
 * scores of the public dashboard and the login (bench/lighthouse-scores.ts). Prints figures; nothing
 * is asserted. BENCH_URL points it at a running product (with its development routes, for the code
 * of the sign-in); otherwise it starts one with an embedded database. BENCH_LIGHTHOUSE=0 skips the
 * audits.
 */
import { type BrowserContextOptions, chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../e2e/support/chromium-server.ts';
import { type FetchedFile, measureFirstVisit, sumScriptsGzip } from '../e2e/support/first-visit.ts';
import { startProduct } from '../scripts/product-server.ts';
import { auditPages } from './lighthouse-scores.ts';
import { signInState } from './signed-in-state.ts';

const PAGES = {
  'visitor at /': '/',
  'public dashboard': '/#/dashboard',
  login: '/#/auth/login',
  'exchange rates': '/#/currencies',
};
const PRIVATE_DASHBOARD = '/#/private-dashboard';
const AUDITED = { 'public dashboard': '/#/dashboard', login: '/#/auth/login' };

const kilobytes = (files: FetchedFile[]) =>
  Math.round(files.reduce((sum, file) => sum + file.received, 0) / 1024);

const product = process.env.BENCH_URL ? undefined : await startProduct();
const baseUrl = process.env.BENCH_URL ?? product?.baseUrl ?? '';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
try {
  const rows: Record<string, Record<string, number>> = {};
  const measure = async (name: string, route: string, state?: BrowserContextOptions['storageState']) => {
    const { files, firstPaintMs } = await measureFirstVisit(browser, `${baseUrl}${route}`, state);
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
  };
  for (const [name, route] of Object.entries(PAGES)) {
    await measure(name, route);
  }
  await measure('private dashboard (signed in)', PRIVATE_DASHBOARD, await signInState(browser, baseUrl));
  console.log(`\nFirst visit on a 360 px phone (no cache, no service worker), ${baseUrl}`);
  console.table(rows);
} finally {
  await browser.close();
}
try {
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const scores = await auditPages(Object.values(AUDITED).map((route) => `${baseUrl}${route}`));
    console.log('\nLighthouse 12.2.3, mobile (simulated slow 4G, 4× CPU slowdown)');
    console.table(Object.fromEntries(Object.keys(AUDITED).map((name, index) => [name, scores[index]])));
  }
} finally {
  await product?.stop();
}
