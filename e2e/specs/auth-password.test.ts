/** Forgotten password in the browser: identity, code, new password under the policy, sign in with it. */
import { describe, expect, it } from 'vitest';
import { callGateway, readCode } from '../support/gateway.ts';
import { waitForMainContent } from '../support/page-waits.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import {
  answerOtp,
  openProviderPage,
  SEEDED_PASSWORD,
  SEEDED_PHONES,
  submitCredentials,
} from '../support/sign-in.ts';
import { openVisitor } from '../support/visitor.ts';

/** Puts a password back through the same calls, so other test files find the seeded one. */
async function resetOverHttp(username: string, password: string): Promise<void> {
  const phoneNumber = SEEDED_PHONES[username] ?? '';
  const asked = await callGateway<{ challengeKey: string }>('forgotPwd', { body: { username, phoneNumber } });
  const { challengeKey } = asked.body.result;
  await callGateway('otp/challenge/validateAndContinue', {
    body: { challengeKey, otp: await readCode(phoneNumber) },
  });
  const done = await callGateway<boolean>('forgotPwd', {
    body: { username, phoneNumber, newPassword: password, confirmPassword: password },
    headers: { 'challenge-key': challengeKey },
  });
  expect(done.body.result).toBe(true);
}

const NEW_PASSWORD = 'Oasis#Tozeur2031';

describe('forgotten password', () => {
  for (const [viewport, language] of [
    ['desktop', 'fr'],
    ['mobile', 'ar'],
  ] as const) {
    it(`goes from the provider's link to a new password, then signs in with it (${viewport}, ${language})`, async () => {
      const { page, context } = await openVisitor(viewport, language);
      await openProviderPage(page, language);
      await page.locator('.secondary-actions a').click();
      await page.waitForURL(/#\/auth\/forgot-password$/);

      await page.getByTestId('forgot-username').fill('youssef');
      await page.getByTestId('forgot-phone').fill(SEEDED_PHONES.youssef ?? '');
      await waitForMainContent(page);
      await saveScreenshot(page, `${viewport}-${language}-forgot-password`);
      await page.locator('form button[type="submit"]').click();
      await answerOtp(page, 'youssef');

      await page.waitForURL(/#\/auth\/forgot-password\/new-password$/);
      expect(await page.getByTestId('save-password').isDisabled()).toBe(true);
      await page.getByTestId('new-password').fill(NEW_PASSWORD);
      await page.getByTestId('confirm-password').fill(NEW_PASSWORD);
      await saveScreenshot(page, `${viewport}-${language}-new-password`);
      await page.getByTestId('save-password').click();
      await page.waitForURL(/#\/auth\/login\?passwordReset=true/);
      await page.getByTestId('login-notice').waitFor({ state: 'visible' });

      await openProviderPage(page, language);
      await submitCredentials(page, 'youssef', NEW_PASSWORD);
      await answerOtp(page, 'youssef');
      await page.waitForURL(/#\/private-dashboard/);
      await context.close();
      await resetOverHttp('youssef', SEEDED_PASSWORD);
    });
  }
});
