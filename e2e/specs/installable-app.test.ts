/**
 * The installable app: a valid manifest with its icons, a service worker that opens visited public
 * pages offline with the date of what they show, and keeps nothing a signed-in customer received.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { getBrowser, VIEWPORTS } from '../support/browser.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { signInAs } from '../support/sign-in.ts';

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A phone whose browser lets the app install its worker (the other files block workers). */
async function openPhone(): Promise<Page> {
  context = await getBrowser().newContext({
    viewport: VIEWPORTS.mobile,
    locale: 'fr-TN',
    serviceWorkers: 'allow',
  });
  return context.newPage();
}

/** Loads the app, waits for its worker to be active, and reloads so the worker controls the page. */
async function installApp(page: Page, route: string): Promise<void> {
  await page.goto(`${inject('baseUrl')}/?lang=fr#${route}`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every answer the page's caches hold: its URL and its Cache-Control, read through its own stored request. */
const readCachedAnswers = (page: Page) =>
  page.evaluate(async () => {
    const answers: { url: string; cacheControl: string | null }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        answers.push({ url: request.url, cacheControl: response?.headers.get('cache-control') ?? null });
      }
    }
    return answers;
  });

describe('installable app', () => {
  it('describes itself in a manifest with icons of the announced sizes', async () => {
    const page = await openPhone();
    await page.goto(`${inject('baseUrl')}/`);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(await page.locator('link[rel="apple-touch-icon"]').count()).toBe(1);
    const manifestUrl = new URL(manifestHref ?? '', page.url());
    const manifest: Manifest = await (await page.request.get(manifestUrl.href)).json();
    expect(manifest).toMatchObject({ name: 'Al Baraka — Banque en ligne', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((icon) => icon.purpose).sort()).toEqual(['any', 'any', 'maskable']);
    for (const icon of manifest.icons) {
      const answer = await page.request.get(new URL(icon.src, manifestUrl).href);
      expect(answer.headers()['content-type']).toBe('image/png');
      expect(pngSize(await answer.body())).toBe(icon.sizes);
    }
  });

  it('opens a visited public page offline, saying so and from when its figures date', async () => {
    const page = await openPhone();
    await installApp(page, '/currencies');
    const rows = page.getByTestId('rates-table').locator('tbody tr');
    await rows.first().waitFor();
    const shown = await rows.count();

    await context?.setOffline(true);
    await page.reload();
    await rows.first().waitFor();
    expect(await rows.count()).toBe(shown);
    await expect
      .poll(() => page.getByTestId('offline-notice').textContent())
      .toMatch(/hors ligne : informations enregistrées le \d/);
    // Spec §4: offline at start, the modal comes after 2 s.
    await page.getByRole('dialog', { name: 'Pas de connexion' }).waitFor({ timeout: 5_000 });
    await saveScreenshot(page, 'pwa-mobile-fr-offline-rates');
  });

  it('keeps nothing a signed-in customer received in its caches', async () => {
    const page = await openPhone();
    await installApp(page, '/dashboard');
    await signInAs(page, 'amina');
    await page.goto(`${inject('baseUrl')}/#/accounts`);
    await page.locator('main h1').waitFor();
    const cached = await readCachedAnswers(page);
    expect(cached.length).toBeGreaterThan(20);
    const answers = cached.filter((answer) => answer.url.includes('/gateway/'));
    expect(
      answers.filter((answer) => /\/gateway\/(secure|account|transfer|beneficiaries|cards)/.test(answer.url)),
    ).toEqual([]);
    for (const answer of answers) {
      expect(answer.cacheControl, answer.url).toMatch(/public/);
    }
  });
});
