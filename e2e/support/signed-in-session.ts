/**
 * A customer signed in, in a browser context of their own, with the page's problems kept. The first
 * session of a person in a language signs in through the provider and saves the sign-in; later ones
 * reuse it (a known device, no code) while the bank still knows it: sessions end after 600 s
 * without a call, or when the person's password changes.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { findMissingBrowser, getBrowser, type Language, VIEWPORTS, type ViewportName } from './browser.ts';
import { collectProblems } from './page-problems.ts';
import { waitForHtmlAttribute } from './page-waits.ts';
import { findSavedSignIn, saveSignIn } from './saved-sign-ins.ts';
import { signInAs } from './sign-in.ts';

export type Session = { context: BrowserContext; page: Page; problems: string[] };

/** Signed in on the private dashboard, once the landing page's own calls are done. */
export async function openSession(
  username: string,
  viewport: ViewportName,
  language: Language,
): Promise<Session> {
  const session =
    (await resumeSavedSignIn(username, viewport, language)) ??
    (await signInAndSave(username, viewport, language));
  await waitForHtmlAttribute(session.page, 'dir', language === 'ar' ? 'rtl' : 'ltr');
  await session.page.waitForLoadState('networkidle');
  return session;
}

/** One session for the tests of the enclosing `describe`: opened before them, closed after with no problem. */
export function useSession(username: string, viewport: ViewportName, language: Language): () => Session {
  let session: Session | undefined;
  beforeAll(async () => {
    if (findMissingBrowser() === undefined) {
      session = await openSession(username, viewport, language);
    }
  });
  afterAll(async () => {
    const problems = [...(session?.problems ?? [])];
    await session?.context.close();
    expect(problems).toEqual([]);
  });
  return () => {
    if (!session) {
      throw new Error(`${username} is not signed in`);
    }
    return session;
  };
}

async function newSessionContext(
  viewport: ViewportName,
  language: Language,
  storageState?: string,
): Promise<Session> {
  const context = await getBrowser().newContext({
    viewport: VIEWPORTS[viewport],
    locale: `${language}-TN`,
    acceptDownloads: true,
    storageState,
    serviceWorkers: 'block',
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('baseUrl') });
  const page = await context.newPage();
  return { context, page, problems: collectProblems(page) };
}

/** The saved sign-in, if the bank still knows its session: the app asks on load, then shows the private area. */
async function resumeSavedSignIn(
  username: string,
  viewport: ViewportName,
  language: Language,
): Promise<Session | undefined> {
  const saved = findSavedSignIn(username, language);
  if (!saved) {
    return undefined;
  }
  const session = await newSessionContext(viewport, language, saved);
  const { page } = session;
  const answer = page.waitForResponse((response) => response.url().endsWith('/gateway/secure/session'));
  await page.goto(`${inject('baseUrl')}/#/private-dashboard`);
  if (!(await answer).ok()) {
    await session.context.close();
    return undefined;
  }
  await page.locator('main h1').waitFor({ state: 'visible' });
  return session;
}

async function signInAndSave(username: string, viewport: ViewportName, language: Language): Promise<Session> {
  const session = await newSessionContext(viewport, language);
  await signInAs(session.page, username, language);
  await saveSignIn(session.context, username, language);
  return session;
}
