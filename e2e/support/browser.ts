/**
 * The run's Chromium as one test file sees it: connected once before the file's tests, closed
 * after (see connect-browser.ts), and the screens and languages the tests open it in.
 */
import { type Browser, chromium } from 'playwright-core';
import { inject } from 'vitest';

export const VIEWPORTS = {
  desktop: { width: 1366, height: 850 },
  mobile: { width: 360, height: 740 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export const LANGUAGES = ['fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

let browser: Browser | undefined;

/** Connects to the run's Chromium, if the run has one. */
export async function connectBrowser(): Promise<void> {
  const endpoint = inject('chromium');
  if ('wsEndpoint' in endpoint) {
    browser = await chromium.connect(endpoint.wsEndpoint);
    skipFirstOpen(browser);
  }
}

/** Where the app remembers that this device has seen the first-open tutorial (features/mobile). */
export const FIRST_OPEN_KEY = 'baraka.first-open';

/**
 * Every page of the suite is a phone that has seen the first-open tutorial already, unless its
 * context put another value under the key first (specs/first-open.test.ts does, to see it).
 */
function skipFirstOpen(connected: Browser): void {
  const newContext = connected.newContext.bind(connected);
  connected.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript((key) => {
      try {
        if (window.localStorage.getItem(key) === null) {
          window.localStorage.setItem(key, 'done');
        }
      } catch {
        // An opaque page (about:blank) has no storage: nothing to mark.
      }
    }, FIRST_OPEN_KEY);
    return context;
  };
}

/** Closes this file's contexts and the connection; the browser itself keeps running for the next file. */
export async function disconnectBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

/** Why this file's tests cannot run, or undefined when they can. */
export function findMissingBrowser(): string | undefined {
  const endpoint = inject('chromium');
  if ('unavailable' in endpoint) {
    return endpoint.unavailable;
  }
  return browser ? undefined : 'not connected to the browser';
}

export function getBrowser(): Browser {
  if (!browser) {
    throw new Error(findMissingBrowser());
  }
  return browser;
}
