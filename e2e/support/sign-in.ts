/** Signing in through the real login button, the provider's page and the code from the outbox. */
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import type { Language } from './browser.ts';
import { readCode } from './gateway.ts';

export const SEEDED_PASSWORD = 'Baraka#2026';

/** Where each seeded person's codes go (README "Seeded people"). */
export const SEEDED_PHONES: Record<string, string> = {
  amina: '20123456',
  youssef: '22345678',
  leila: '98456789',
  'nour.admin': '23678901',
  'nour.viewer': '24789012',
  newuser: '55678901',
};

/** Types the code the bank just sent this person (a sign-in from a new device, an operation...). */
export async function answerOtp(page: Page, username: string): Promise<void> {
  await page.getByTestId('otp-input').waitFor({ state: 'visible' });
  await page.getByTestId('otp-input').fill(await readCode(SEEDED_PHONES[username] ?? ''));
  await page.getByTestId('challenge-submit').click();
}

/** From the web app's login page to the provider's sign-in form. */
export async function openProviderPage(page: Page, language: Language = 'fr'): Promise<void> {
  await page.goto(`${inject('baseUrl')}/?lang=${language}#/auth/login`);
  await page.getByTestId('login-button').click();
  await page.waitForURL(/\/idp\/interaction\//);
  await page.locator('#username').waitFor({ state: 'visible' });
}

export async function submitCredentials(page: Page, username: string, password = SEEDED_PASSWORD) {
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('form.form button[type="submit"]').click();
}

/**
 * The whole sign-in of a page that has never seen this person (a new device: the bank sends a
 * code); resolves on the private dashboard the app lands on after the provider.
 */
export async function signInAs(page: Page, username: string, language: Language = 'fr'): Promise<void> {
  await openProviderPage(page, language);
  await submitCredentials(page, username);
  await answerOtp(page, username);
  await page.waitForURL(/#\/private-dashboard/);
  await page.locator('main h1').waitFor({ state: 'visible' });
}

export const SESSION_COOKIE = '__Host-baraka_session';

export async function findSessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
}

/** Everything scripts can read: both web storages and document.cookie, as one string. */
export async function readScriptVisibleState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, index) => {
        const key = storage.key(index) ?? '';
        return `${key}=${storage.getItem(key) ?? ''}`;
      });
    return [...dump(window.localStorage), ...dump(window.sessionStorage), document.cookie].join('\n');
  });
}
