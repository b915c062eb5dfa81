/**
 * The profile and settings as customers use them. French on a desktop: youssef changes his mobile
 * number with the code sent to the new number (and back again, as the other journeys need his
 * number). Arabic on a 360 px phone: amina uploads a photo and sees it in the header; the settings
 * page shows her universe and her balance alerts.
 */

import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, inject, it } from 'vitest';
import { readCode } from '../support/gateway.ts';
import { openPage, waitForHtmlAttribute } from '../support/page-waits.ts';
import { saveScreenshotFromTop } from '../support/screenshots.ts';
import {
  answerOtp,
  SEEDED_PASSWORD,
  SEEDED_PHONES,
  signInAs,
  submitCredentials,
} from '../support/sign-in.ts';
import { useSession } from '../support/signed-in-session.ts';
import { openVisitor } from '../support/visitor.ts';

const changePhone = async (page: Page, phone: string) => {
  await page.getByTestId('change-phone').click();
  await page.getByTestId('new-phone').fill(phone);
  await page.getByTestId('submit-phone').click();
  await page.getByTestId('otp-input').waitFor({ state: 'visible' });
  await page.getByTestId('otp-input').fill(await readCode(phone));
  await page.getByTestId('challenge-submit').click();
  await page.waitForFunction(
    (expected) => document.querySelector('[data-testid="contact-phone-value"]')?.textContent === expected,
    phone,
  );
};

describe('profile (desktop, fr)', () => {
  const session = useSession('youssef', 'desktop', 'fr');

  it('changes the mobile number with the code sent to the new number', async () => {
    const { page } = session();
    await openPage(page, '/profile');
    await page.getByTestId('contact-phone').waitFor();
    const original = SEEDED_PHONES.youssef ?? '';
    expect(await page.getByTestId('contact-phone-value').textContent()).toBe(original);
    await saveScreenshotFromTop(page, 'desktop-fr-profile');
    await changePhone(page, '29111222');
    await changePhone(page, original);
  });
});

describe('profile and settings (mobile, ar)', () => {
  const session = useSession('amina', 'mobile', 'ar');

  it('uploads a photo and sees it in the header, then finds the settings', async () => {
    const { page } = session();
    await openPage(page, '/profile');
    await page.getByTestId('profile-photo').waitFor();
    const png = new PNG({ width: 320, height: 320 });
    for (let i = 0; i < 320 * 320; i++) {
      png.data.set([0, 115, 176, 255], i * 4);
    }
    await page.getByTestId('photo-input').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PNG.sync.write(png),
    });
    await page.locator('[data-testid="header-avatar"][data-photo="yes"]').waitFor();
    await saveScreenshotFromTop(page, 'mobile-ar-profile');
    // Taken away again: her initials come back (and the other journeys find her as they knew her).
    await page.getByRole('button', { name: 'حذف', exact: true }).click();
    await page.locator('[data-testid="header-avatar"][data-photo="no"]').waitFor();

    await openPage(page, '/settings');
    await page.getByTestId('settings-language').waitFor();
    await page.getByTestId('balance-alert').first().waitFor();
    await saveScreenshotFromTop(page, 'mobile-ar-settings');
  });
});

describe('the language kept by the bank (desktop)', () => {
  /** A new browser, no language in the link: the app starts in French, then signs leila in. */
  const signInWithoutLanguage = async () => {
    const visit = await openVisitor('desktop', 'fr');
    await visit.page.goto(`${inject('baseUrl')}/#/auth/login`);
    await visit.page.getByTestId('login-button').click();
    await visit.page.waitForURL(/\/idp\/interaction\//);
    await submitCredentials(visit.page, 'leila');
    await answerOtp(visit.page, 'leila');
    await visit.page.waitForURL(/#\/private-dashboard/);
    return visit;
  };
  const chooseInSettings = async (page: Page, label: string, language: string) => {
    await openPage(page, '/settings');
    const saved = page.waitForResponse((response) =>
      response.url().endsWith('/gateway/secure/update-language'),
    );
    await page.getByTestId('settings-language').getByText(label, { exact: true }).click();
    expect((await saved).status()).toBe(200);
    await waitForHtmlAttribute(page, 'lang', language);
  };

  it('speaks the saved language at sign-in, and a language changed in the settings at the next one', async () => {
    const first = await signInWithoutLanguage();
    // Leila's language with the bank is English.
    await waitForHtmlAttribute(first.page, 'lang', 'en');
    await chooseInSettings(first.page, 'العربية', 'ar');
    await first.close();

    const second = await signInWithoutLanguage();
    await waitForHtmlAttribute(second.page, 'dir', 'rtl');
    // Back to English, as the other journeys know her.
    await chooseInSettings(second.page, 'English', 'en');
    await second.close();
  });

  it('changes the password with the current one, refusing a wrong one', async () => {
    const { page, close } = await openVisitor('desktop', 'fr');
    await signInAs(page, 'leila');
    const change = async (current: string, next: string) => {
      // From the settings, as a person goes there.
      await openPage(page, '/settings');
      await page.getByRole('link', { name: 'Changer de mot de passe' }).click();
      await page.getByTestId('current-password').fill(current);
      await page.getByTestId('new-password').fill(next);
      await page.getByTestId('confirm-password').fill(next);
      await page.getByTestId('save-password').click();
    };
    await change('Pas#leBon2026', 'Oasis#Tozeur2027');
    await page.getByText('Le mot de passe actuel est incorrect.').waitFor();
    await change(SEEDED_PASSWORD, 'Oasis#Tozeur2027');
    await page.getByTestId('password-changed').waitFor();
    // And back, for the other journeys that sign Leila in.
    await change('Oasis#Tozeur2027', SEEDED_PASSWORD);
    await page.getByTestId('password-changed').waitFor();
    await close();
  });
});
