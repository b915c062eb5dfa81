/** A customer signed in through the provider in a browser context of their own, with its problems kept. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, VIEWPORTS, type ViewportName } from './browser.ts';
import { waitForHtmlAttribute } from './page-waits.ts';
import { signInThroughProvider } from './sign-in.ts';

export type Session = { context: BrowserContext; page: Page; problems: string[] };

/** Launches the browser before a file's tests and closes it after; undefined when none could start. */
export function useBrowser(): () => Browser | undefined {
  let browser: Browser | undefined;
  beforeAll(async () => {
    const launched = await launchBrowser();
    if (typeof launched !== 'string') {
      browser = launched;
    }
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser;
}

/**
 * Signs in, then waits for the landing page's own calls to finish. Page errors, console errors and
 * server errors (5xx) land in `problems`; refused calls (an OTP.300 is a 403) are expected.
 */
export async function openSession(
  browser: Browser,
  baseUrl: string,
  username: string,
  viewport: ViewportName,
  language: 'fr' | 'ar',
): Promise<Session> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 500) {
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) {
      problems.push(message.text());
    }
  });
  await signInThroughProvider(page, baseUrl, username, language);
  await waitForHtmlAttribute(page, 'dir', language === 'ar' ? 'rtl' : 'ltr');
  await page.waitForLoadState('networkidle');
  return { context, page, problems };
}
