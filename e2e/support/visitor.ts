/** A fresh visitor (empty storage, a new device) in one language and viewport, with its problems kept. */
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { getBrowser, type Language, VIEWPORTS, type ViewportName } from './browser.ts';
import { collectProblems } from './page-problems.ts';
import { waitForHtmlAttribute } from './page-waits.ts';

export type Visit = {
  page: Page;
  context: BrowserContext;
  /** Page errors, console errors and server errors, as `collectProblems` keeps them. */
  problems: string[];
  /** Opens a route of the app; the first one carries the language, which the app then remembers. */
  open(route: string): Promise<void>;
};

export async function openVisitor(viewport: ViewportName, language: Language): Promise<Visit> {
  const baseUrl = inject('baseUrl');
  const context = await getBrowser().newContext({
    viewport: VIEWPORTS[viewport],
    locale: `${language}-TN`,
  });
  const page = await context.newPage();
  let isFirst = true;
  return {
    page,
    context,
    problems: collectProblems(page),
    open: async (route) => {
      await page.goto(isFirst ? `${baseUrl}/?lang=${language}#${route}` : `${baseUrl}/#${route}`);
      isFirst = false;
      await waitForHtmlAttribute(page, 'lang', language);
    },
  };
}
