/** The idle rules of spec §9 in the browser, with Playwright's clock: no test waits for real minutes. */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/screenshots.ts';
import { findSessionCookie, signInAs } from '../support/sign-in.ts';
import { openVisitor } from '../support/visitor.ts';

/** Moves the page's clock minute by minute, so each tick (and each ping) runs as it would. */
async function passMinutes(page: Page, minutes: number): Promise<void> {
  for (let minute = 0; minute < minutes; minute += 1) {
    await page.clock.runFor(60_000);
  }
}

/** Lets animations and renders run (the page's clock is paused) until the locator shows, or hides. */
async function runUntilVisible(page: Page, locator: Locator, state: 'visible' | 'hidden' = 'visible') {
  for (let step = 0; step < 50; step += 1) {
    if ((await locator.isVisible()) === (state === 'visible')) {
      return;
    }
    await page.clock.runFor(100);
  }
  throw new Error(`still not ${state}`);
}

describe('idle session on the web', () => {
  for (const language of ['fr', 'ar'] as const) {
    it(`warns after 600 s idle, counts 300 s down, then signs out (${language})`, async () => {
      const { page, context } = await openVisitor('desktop', language);
      await page.clock.install();
      const pings: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/gateway/secure/ping')) {
          pings.push(request.url());
        }
      });
      await signInAs(page, 'youssef', language);
      // From here the page's time moves only when the test says so.
      const signedInAt = await page.evaluate(() => Date.now());
      await page.clock.pauseAt(signedInAt + 1000);

      const firstPing = page.waitForResponse((response) => response.url().endsWith('/gateway/secure/ping'));
      await passMinutes(page, 9);
      expect((await firstPing).status()).toBe(200);
      expect(pings.length).toBeGreaterThanOrEqual(3);
      // Ticks and renders settle in the page between steps; the dialog must wait for the 600th second.
      await page.clock.runFor('00:55');
      const dialog = page.getByRole('dialog');
      expect(await dialog.count()).toBe(0);
      await page.clock.runFor('00:10');
      await runUntilVisible(page, dialog);
      const idleSeconds = ((await page.evaluate(() => Date.now())) - signedInAt) / 1000;
      expect(idleSeconds).toBeGreaterThanOrEqual(600);
      expect(idleSeconds).toBeLessThan(630);
      expect(await dialog.textContent()).toMatch(/4:[3-5]\d/);
      await saveScreenshot(page, `desktop-${language}-idle-dialog`, { fullPage: false });

      // "Stay signed in" starts the idle period over.
      await dialog
        .getByRole('button', { name: language === 'fr' ? 'Rester connecté' : 'البقاء متصلًا' })
        .last()
        .click();
      await runUntilVisible(page, dialog, 'hidden');
      await passMinutes(page, 9);
      expect(await page.getByRole('dialog').count()).toBe(0);

      // No answer to the countdown: signed out, and the login page says the session expired.
      await passMinutes(page, 7);
      await page.clock.resume();
      await page.waitForURL(/#\/auth\/login/);
      const notice = page.getByTestId('login-notice');
      await notice.waitFor({ state: 'visible' });
      expect(await notice.textContent()).toContain(
        language === 'fr' ? 'Votre session a expiré' : 'انتهت صلاحية الجلسة',
      );
      expect(await findSessionCookie(context)).toBeUndefined();
      await context.close();
    });
  }
});
