/** The devices page: two browsers of the same customer, one managing the other (fr and ar). */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, saveScreenshot, VIEWPORTS } from '../support/browser.ts';
import { readCode, SEEDED_PHONES, signInThroughProvider } from '../support/sign-in.ts';

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

describe('devices page', () => {
  for (const [viewport, language] of [
    ['desktop', 'fr'],
    ['mobile', 'ar'],
  ] as const) {
    it(`lists, confirms and removes devices (${viewport}, ${language})`, async ({ skip }) => {
      if (!browser) {
        skip();
        return;
      }
      const other = await browser.newContext({ viewport: VIEWPORTS.desktop });
      await signInThroughProvider(await other.newPage(), baseUrl, 'nour.admin');
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
      const page = await context.newPage();
      await signInThroughProvider(page, baseUrl, 'nour.admin', language);

      await page.goto(`${baseUrl}/#/devices`);
      const cards = page.getByTestId('device-card');
      await cards.first().waitFor({ state: 'visible' });
      expect(await cards.count()).toBeGreaterThanOrEqual(2);
      await saveScreenshot(page, `${viewport}-${language}-devices`);

      // This device confirms operations once a code says so.
      const current = cards.filter({
        has: page.locator('.mantine-Badge-root', {
          hasText: language === 'fr' ? 'Cet appareil' : 'هذا الجهاز',
        }),
      });
      await current.getByRole('button').first().click();
      await page.getByTestId('otp-input').waitFor({ state: 'visible' });
      await page.getByTestId('otp-input').fill(await readCode(baseUrl, SEEDED_PHONES['nour.admin'] ?? ''));
      await page.getByTestId('challenge-submit').click();
      await current.getByText(language === 'fr' ? 'Valide les opérations' : 'يؤكد العمليات').waitFor();

      // Another one goes away.
      const before = await cards.count();
      const removable = cards.filter({
        hasNot: page.locator('.mantine-Badge-root', {
          hasText: language === 'fr' ? 'Cet appareil' : 'هذا الجهاز',
        }),
      });
      await removable
        .first()
        .getByRole('button', { name: language === 'fr' ? 'Supprimer' : 'حذف' })
        .click();
      await page.getByTestId('confirm-remove').click();
      await page.waitForFunction(
        (count) => document.querySelectorAll('[data-testid="device-card"]').length === count - 1,
        before,
      );
      await context.close();
      await other.close();
    });
  }
});
