/** Forgotten password in the browser: identity, code, new password under the policy, sign in with it. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, saveScreenshot, VIEWPORTS } from '../support/browser.ts';
import { waitForMainContent } from '../support/page-waits.ts';
import {
  answerOtp,
  openProviderPage,
  readCode,
  SEEDED_PASSWORD,
  SEEDED_PHONES,
  submitCredentials,
} from '../support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser | undefined;

beforeAll(async () => {
  const launched = await launchBrowser();
  if (typeof launched !== 'string') {
    browser = launched;
  }
});

afterAll(async () => {
  await browser?.close();
});

/** Puts a password back through the same calls, so other test files find the seeded one. */
async function resetOverHttp(username: string, password: string): Promise<void> {
  const phoneNumber = SEEDED_PHONES[username] ?? '';
  const post = (url: string, body: object, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}/gateway/${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then((response) => response.json());
  const first = await post('forgotPwd', { username, phoneNumber });
  const challengeKey = first.body.result.challengeKey as string;
  await post('otp/challenge/validateAndContinue', {
    challengeKey,
    otp: await readCode(baseUrl, phoneNumber),
  });
  const done = await post(
    'forgotPwd',
    { username, phoneNumber, newPassword: password, confirmPassword: password },
    { 'challenge-key': challengeKey },
  );
  expect(done.body.result).toBe(true);
}

const NEW_PASSWORD = 'Oasis#Tozeur2031';

describe('forgotten password', () => {
  for (const [viewport, language] of [
    ['desktop', 'fr'],
    ['mobile', 'ar'],
  ] as const) {
    it(`goes from the provider's link to a new password, then signs in with it (${viewport}, ${language})`, async ({
      skip,
    }) => {
      if (!browser) {
        skip();
        return;
      }
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
      const page = await context.newPage();
      await openProviderPage(page, baseUrl, language);
      await page.locator('.secondary-actions a').click();
      await page.waitForURL(/#\/auth\/forgot-password$/);

      await page.getByTestId('forgot-username').fill('youssef');
      await page.getByTestId('forgot-phone').fill(SEEDED_PHONES.youssef ?? '');
      await waitForMainContent(page);
      await saveScreenshot(page, `${viewport}-${language}-forgot-password`);
      await page.locator('form button[type="submit"]').click();
      await answerOtp(page, baseUrl, 'youssef');

      await page.waitForURL(/#\/auth\/forgot-password\/new-password$/);
      expect(await page.getByTestId('save-password').isDisabled()).toBe(true);
      await page.getByTestId('new-password').fill(NEW_PASSWORD);
      await page.getByTestId('confirm-password').fill(NEW_PASSWORD);
      await saveScreenshot(page, `${viewport}-${language}-new-password`);
      await page.getByTestId('save-password').click();
      await page.waitForURL(/#\/auth\/login\?passwordReset=true/);
      await page.getByTestId('login-notice').waitFor({ state: 'visible' });

      await openProviderPage(page, baseUrl, language);
      await submitCredentials(page, 'youssef', NEW_PASSWORD);
      await answerOtp(page, baseUrl, 'youssef');
      await page.waitForURL(/#\/private-dashboard/);
      await context.close();
      await resetOverHttp('youssef', SEEDED_PASSWORD);
    });
  }
});
