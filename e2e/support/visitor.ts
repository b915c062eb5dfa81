/**
 * A fresh visitor (no cookie, no stored data, a new device) in one language and viewport, with its
 * problems kept. A test file's visitors of the same viewport and language take turns in one browser
 * context: each gets a new page once the previous visitor's cookies, permissions and stored data are
 * wiped, so only the browser's cache of the app's files carries over, as for anyone who has been to
 * the site before. Starting a context and loading the app cold cost seconds of CPU each.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { getBrowser, type Language, VIEWPORTS, type ViewportName } from './browser.ts';
import { collectProblems } from './page-problems.ts';
import { waitForHtmlAttribute } from './page-waits.ts';

export type Visit = {
  page: Page;
  /**
   * The visitor's browser context. A test that reads it (cookies, permissions, init scripts, its
   * own closing) gets a context that is never handed to another visitor.
   */
  readonly context: BrowserContext;
  /** Page errors, console errors and server errors, as `collectProblems` keeps them. */
  problems: string[];
  /** Opens a route of the app; the first one carries the language, which the app then remembers. */
  open(route: string): Promise<void>;
  /** Ends the visit (closes its page, or its context when the test used it). */
  close(): Promise<void>;
};

/** Everything a site can keep in the browser, save the HTTP cache. */
const SITE_DATA = 'cookies,local_storage,indexeddb,cache_storage,service_workers,file_systems,websql';

/** Idle contexts per connection: a test file's connection closes its contexts when the file ends. */
const idleContextsByBrowser = new WeakMap<Browser, Map<string, BrowserContext[]>>();

function idleContextsOf(browser: Browser): Map<string, BrowserContext[]> {
  let idle = idleContextsByBrowser.get(browser);
  if (!idle) {
    idle = new Map();
    idleContextsByBrowser.set(browser, idle);
  }
  return idle;
}

/** Wipes what the previous visitor left, through a page of the context (the protocol needs one). */
async function wipeSiteData(context: BrowserContext, page: Page): Promise<void> {
  await context.clearCookies();
  await context.clearPermissions();
  const session = await context.newCDPSession(page);
  await session.send('Storage.clearDataForOrigin', { origin: inject('baseUrl'), storageTypes: SITE_DATA });
  await session.detach();
}

export async function openVisitor(viewport: ViewportName, language: Language): Promise<Visit> {
  const baseUrl = inject('baseUrl');
  const key = `${viewport}-${language}`;
  const browser = getBrowser();
  const idleContexts = idleContextsOf(browser);
  const reused = idleContexts.get(key)?.pop();
  const context =
    reused ??
    (await browser.newContext({
      viewport: VIEWPORTS[viewport],
      locale: `${language}-TN`,
      serviceWorkers: 'block',
    }));
  const page = await context.newPage();
  if (reused) {
    await wipeSiteData(context, page);
  }
  let isFirst = true;
  let isContextUsed = false;
  return {
    page,
    get context() {
      isContextUsed = true;
      return context;
    },
    problems: collectProblems(page),
    open: async (route) => {
      await page.goto(isFirst ? `${baseUrl}/?lang=${language}#${route}` : `${baseUrl}/#${route}`);
      isFirst = false;
      await waitForHtmlAttribute(page, 'lang', language);
    },
    close: async () => {
      if (isContextUsed) {
        await context.close();
        return;
      }
      await page.close();
      idleContexts.set(key, [...(idleContexts.get(key) ?? []), context]);
    },
  };
}
