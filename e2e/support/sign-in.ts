/** Signing in through the real login button and the provider's page, as a person would. */
import type { BrowserContext, Page } from 'playwright-core';

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

/** The newest one-time code sent to a phone, read from the development outbox. */
export async function readCode(baseUrl: string, phone: string): Promise<string> {
  const response = await fetch(`${baseUrl}/gateway/dev/outbox?to=${phone}&limit=1`);
  const body = (await response.json()) as { body: { result: { body: string }[] } };
  const code = /\b(\d{6})\b/.exec(body.body.result[0]?.body ?? '')?.[1];
  if (!code) {
    throw new Error(`no code for ${phone}`);
  }
  return code;
}

/** Types the code the bank just sent (a new browser is a new device: spec "new device → OTP"). */
export async function answerOtp(page: Page, baseUrl: string, username: string): Promise<void> {
  await page.getByTestId('otp-input').waitFor({ state: 'visible' });
  await page.getByTestId('otp-input').fill(await readCode(baseUrl, SEEDED_PHONES[username] ?? ''));
  await page.getByTestId('challenge-submit').click();
}
export const SESSION_COOKIE = '__Host-baraka_session';

/** From the web app's login page to the provider's sign-in form. */
export async function openProviderPage(page: Page, baseUrl: string, language = 'fr'): Promise<void> {
  await page.goto(`${baseUrl}/?lang=${language}#/auth/login`);
  await page.getByTestId('login-button').click();
  await page.waitForURL(/\/idp\/interaction\//);
  await page.locator('#username').waitFor({ state: 'visible' });
}

export async function submitCredentials(page: Page, username: string, password = SEEDED_PASSWORD) {
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('form.form button[type="submit"]').click();
}

/** The whole sign-in; resolves on the page the app lands on after the provider. */
export async function signInThroughProvider(
  page: Page,
  baseUrl: string,
  username: string,
  language = 'fr',
): Promise<void> {
  await openProviderPage(page, baseUrl, language);
  await submitCredentials(page, username);
  await answerOtp(page, baseUrl, username);
  await page.waitForURL(/#\/private-dashboard/);
  await page.locator('main h1').waitFor({ state: 'visible' });
}

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
