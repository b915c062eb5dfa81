/** What goes wrong in a page while a test drives it, kept for the test to expect none. */
import { CHALLENGE_CODES } from '@baraka/contracts/shared/errors';
import type { Page, Response } from 'playwright-core';
import { inject } from 'vitest';

const STEP_CODES: readonly string[] = Object.values(CHALLENGE_CODES);

/** The sign-in's own calls: no answer of theirs is an expected failure (a step answers 202). */
const SIGN_IN_CALLS = /\/gateway\/(login|api\/oidc\/start)(\?|$)/;

const readEnvelopeCode = async (response: Response): Promise<string | null> => {
  try {
    const envelope = (await response.json()) as { header?: { statusCode?: unknown } };
    return typeof envelope.header?.statusCode === 'string' ? envelope.header.statusCode : null;
  } catch {
    return null;
  }
};

/**
 * Why a failed load (4xx) of the page is a problem, or null when it is expected: another origin
 * (map tiles offline), the provider's own form answering a wrong entry, or an API refusal the page
 * shows (a missing right, a field error, a visitor's session check). A challenge step answered as a
 * failure, a failing sign-in call or a missing file of the app is a problem.
 */
async function judgeFailedLoad(response: Response, origin: string): Promise<string | null> {
  const url = new URL(response.url());
  if (url.origin !== origin || url.pathname.startsWith('/idp/')) {
    return null;
  }
  const described = `${response.status()} ${response.request().method()} ${response.url()}`;
  if (!url.pathname.startsWith('/gateway/')) {
    return described;
  }
  const code = await readEnvelopeCode(response);
  if (SIGN_IN_CALLS.test(url.pathname) || (code !== null && STEP_CODES.includes(code))) {
    return `${described} ${code ?? ''}`.trim();
  }
  return null;
}

/**
 * Page errors, console errors, server errors (5xx) and unexpected failed loads (see
 * `judgeFailedLoad`) land in the returned list. The browser's "Failed to load resource" console line
 * is judged through the answer it names, which says more than the line.
 */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  const origin = new URL(inject('baseUrl')).origin;
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('response', (response) => {
    const status = response.status();
    if (status >= 500) {
      problems.push(`${status} ${response.request().method()} ${response.url()}`);
      return;
    }
    if (status >= 400) {
      void judgeFailedLoad(response, origin).then((problem) => {
        if (problem) {
          problems.push(problem);
        }
      });
    }
  });
  return problems;
}
