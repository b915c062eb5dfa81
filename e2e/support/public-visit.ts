/** Opens the public pages as a fresh visitor in one language and viewport, collecting page errors. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { VIEWPORTS, type ViewportName } from './browser.ts';
import { waitForHtmlAttribute } from './page-waits.ts';

export type PublicVisit = {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions, failed resource loads (map tiles offline) aside. */
  problems: string[];
  open(route: string): Promise<void>;
};

export const LANGUAGES = ['fr', 'ar'] as const;
export type VisitLanguage = (typeof LANGUAGES)[number];

export async function openPublicVisit(
  browser: Browser,
  baseUrl: string,
  viewport: ViewportName,
  language: VisitLanguage,
): Promise<PublicVisit> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], locale: 'fr-FR' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  let isFirst = true;
  return {
    page,
    context,
    problems,
    open: async (route) => {
      // The first visit carries the language; the app remembers it for the next ones.
      await page.goto(isFirst ? `${baseUrl}/?lang=${language}#${route}` : `${baseUrl}/#${route}`);
      isFirst = false;
      await waitForHtmlAttribute(page, 'lang', language);
    },
  };
}
