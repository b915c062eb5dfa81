/**
 * The installed app's figures: the size of what the service worker precaches (as files and as
 * Brotli over the wire), and the time to interactive of a first and of a repeat visit (service worker
 * and caches warm) on a 360 px phone with the CPU slowed 4× (Chromium's mobile emulation). Time to
 * interactive here: the page's heading is shown and no task has held the main thread for 50 ms or
 * more during the next second. Prints figures; nothing is asserted. BENCH_URL points it at a running
 * product (whose web build is in apps/web/dist); otherwise it starts one with an embedded database.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../e2e/support/chromium-server.ts';
import { startProduct } from '../scripts/product-server.ts';

const DIST = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const PAGES = { 'public dashboard': '/#/dashboard', login: '/#/auth/login' };
const CPU_SLOWDOWN = 4;
const QUIET_MS = 1_000;
const RUNS = Number(process.env.BENCH_RUNS) || 3;

/** The files the service worker's precache manifest lists, summed plain and as their Brotli copies. */
function measurePrecache(): { entries: number; plainKb: number; brotliKb: number } {
  const worker = readFileSync(join(DIST, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
  let plain = 0;
  let brotli = 0;
  for (const url of urls) {
    const file = join(DIST, url);
    const size = statSync(file).size;
    plain += size;
    brotli += existsSync(`${file}.br`) ? statSync(`${file}.br`).size : size;
  }
  return { entries: urls.length, plainKb: Math.round(plain / 1024), brotliKb: Math.round(brotli / 1024) };
}

/** Opens the page in the context with the CPU slowed; answers its time to interactive in ms. */
async function timeToInteractive(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // Page code as text: this project is type-checked without the browser's globals.
  await page.addInitScript({
    content: `window.longTaskEnds = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.longTaskEnds.push(entry.startTime + entry.duration);
      }).observe({ type: 'longtask', buffered: true });`,
  });
  await page.goto(url);
  await page.locator('main h1, main h2, h1').first().waitFor({ state: 'visible', timeout: 60_000 });
  const shownAt = await page.evaluate(() => performance.now());
  // Waits for a quiet second after the last long task.
  for (;;) {
    const lastEnd = Number(await page.evaluate('Math.max(0, ...window.longTaskEnds)'));
    const now = await page.evaluate(() => performance.now());
    if (now - Math.max(lastEnd, shownAt) >= QUIET_MS) {
      await cdp.detach();
      await page.close();
      return Math.round(Math.max(lastEnd, shownAt));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const product = process.env.BENCH_URL ? undefined : await startProduct();
const baseUrl = process.env.BENCH_URL ?? product?.baseUrl ?? '';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
try {
  const precache = measurePrecache();
  const rows: Record<string, Record<string, number>> = {};
  for (const [name, route] of Object.entries(PAGES)) {
    const first: number[] = [];
    const repeat: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
      try {
        first.push(await timeToInteractive(context, `${baseUrl}${route}`));
        // The worker has installed and taken the page's files: the next visit is a repeat visit.
        const page = await context.newPage();
        await page.goto(`${baseUrl}${route}`);
        await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
        await page.close();
        repeat.push(await timeToInteractive(context, `${baseUrl}${route}`));
      } finally {
        await context.close();
      }
    }
    rows[name] = { 'first visit TTI ms': median(first), 'repeat visit TTI ms': median(repeat) };
  }
  console.log(
    `\nPrecache: ${precache.entries} files, ${precache.plainKb} KB (${precache.brotliKb} KB as Brotli)`,
  );
  console.log(
    `Time to interactive, 360 px phone, CPU ${CPU_SLOWDOWN}× slower, median of ${RUNS}, ${baseUrl}`,
  );
  console.table(rows);
} finally {
  await browser.close();
  await product?.stop();
}
