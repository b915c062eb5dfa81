/** The devices page: two browsers of the same customer, one managing the other (fr and ar). */
import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot } from '../support/screenshots.ts';
import { answerOtp, signInAs } from '../support/sign-in.ts';
import { openVisitor } from '../support/visitor.ts';

const baseUrl = inject('baseUrl');

describe('devices page', () => {
  for (const [viewport, language] of [
    ['desktop', 'fr'],
    ['mobile', 'ar'],
  ] as const) {
    it(`lists, confirms and removes devices (${viewport}, ${language})`, async () => {
      const other = await openVisitor('desktop', 'fr');
      await signInAs(other.page, 'nour.admin');
      const { page, context, problems } = await openVisitor(viewport, language);
      await signInAs(page, 'nour.admin', language);

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
      // Named by browser and system, as its owner knows it, not "Browser · Linux".
      expect(await current.locator('p').first().textContent()).toMatch(/^Chrome \d+ · Linux/);
      // And where it signed in from, roughly: the test's browser is on this machine.
      expect(await current.getByTestId('device-place').textContent()).toBe(
        language === 'fr' ? 'Lieu approximatif : réseau local' : 'الموقع التقريبي: شبكة محلية',
      );
      await current.getByRole('button').first().click();
      await answerOtp(page, 'nour.admin');
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
      // The one-time code asked on sign-in and for this device is a step, not a failed load.
      expect(problems).toEqual([]);
      await context.close();
      await other.context.close();
    });
  }
});
