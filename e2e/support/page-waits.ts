/** Opening the app's pages and waiting on what a person would see change (playwright-core has no assertions). */
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** Resolves once `<html>` carries the attribute value, or fails after Playwright's default timeout. */
export async function waitForHtmlAttribute(page: Page, name: string, value: string): Promise<void> {
  await page.waitForFunction(
    ([attribute, expected]) => document.documentElement.getAttribute(attribute) === expected,
    [name, value] as const,
  );
}

/** Resolves once the page's main landmark has content, so a screenshot never shows the loader. */
export async function waitForMainContent(page: Page): Promise<void> {
  await page.locator('main h1, main h2').first().waitFor({ state: 'visible' });
}

/** Opens a route of the app (`/accounts`) and waits for its content. */
export async function openPage(page: Page, route: string): Promise<void> {
  await page.goto(`${inject('baseUrl')}/#${route}`);
  await waitForMainContent(page);
}
