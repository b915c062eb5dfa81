/** What goes wrong in a page while a test drives it, kept for the test to expect none. */
import type { Page } from 'playwright-core';

/**
 * Page errors, console errors and server errors (5xx) land in the returned list. Failed resource
 * loads are left out (map tiles offline; a refused call, such as an OTP.300 answered 403, is expected).
 */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 500) {
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  return problems;
}
