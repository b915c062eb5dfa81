/**
 * Cards as amina uses them (French on a desktop, Arabic on a 360 px phone): she freezes a card with
 * one switch and a merchant's terminal is refused at once, then unfreezes it with a code and the
 * terminal is served again; she changes the card's limit (review, then code); she orders a card,
 * follows the order, and once the card office has made it (TASK → TERMINATE) it is in her cards;
 * she tops up that prepaid card. The history groups by day and marks what is not yet booked.
 */
import { describe, expect, it } from 'vitest';
import {
  advanceCardRequest,
  digitsOf,
  payAtTerminal,
  summaryOf,
  waitForCardStatus,
} from '../support/card-pages.ts';
import { readDownloadStart } from '../support/downloads.ts';
import { choose } from '../support/form-controls.ts';
import { openPage, waitForHtmlAttribute } from '../support/page-waits.ts';
import { saveScreenshotFromTop } from '../support/screenshots.ts';
import { answerOtp } from '../support/sign-in.ts';
import { useSession } from '../support/signed-in-session.ts';

for (const [viewport, language] of [
  ['desktop', 'fr'],
  ['mobile', 'ar'],
] as const) {
  describe(`cards (${viewport}, ${language})`, () => {
    const session = useSession('amina', viewport, language);
    const shot = (name: string) => `${viewport}-${language}-cards-${name}`;
    let cardId = '';

    it('freezes a card at once: the terminal is refused; unfreezing asks the code', async () => {
      const { page } = session();
      await openPage(page, '/cards');
      const active = page.locator('[data-testid="card-summary"][data-status="ACTIVE"]').first();
      await active.waitFor();
      cardId = (await active.getAttribute('data-card-id')) ?? '';
      expect(cardId).toMatch(/^[0-9a-f-]{36}$/);
      await saveScreenshotFromTop(page, shot('list'));

      // The switch's input is drawn as a track: a click on it is what a tap does.
      await summaryOf(page, cardId).getByTestId('freeze-switch').dispatchEvent('click');
      await waitForCardStatus(page, cardId, 'BLOCKED');
      await summaryOf(page, cardId).getByTestId('card-blocked-overlay').waitFor();
      expect(await payAtTerminal(cardId, 'Monoprix Lac')).toBe('CARD.BLOCKED');
      await saveScreenshotFromTop(page, shot('frozen'));

      await summaryOf(page, cardId).getByTestId('freeze-switch').dispatchEvent('click');
      await answerOtp(page, 'amina');
      await waitForCardStatus(page, cardId, 'ACTIVE');
      expect(await payAtTerminal(cardId, 'Carrefour Marsa')).toBe('000');
    });

    it('lists the operations by day, the fresh purchase marked as not yet booked', async ({ skip }) => {
      if (!cardId) {
        return skip();
      }
      const { page } = session();
      await openPage(page, `/cards/history?card=${cardId}`);
      await page.getByTestId('operation-day').first().waitFor();
      const latest = page.getByTestId('operation-day').first().getByTestId('card-operation').first();
      expect(await latest.textContent()).toContain('Carrefour Marsa');
      await latest.getByTestId('operation-pending').waitFor();
      await saveScreenshotFromTop(page, shot('history'));

      await page
        .getByTestId('history-status')
        .getByText(language === 'fr' ? 'Annulées' : 'ملغاة')
        .click();
      await page.waitForURL(/status=ANNULE/);
      // The main card's seeded year has a few purchases the merchant cancelled: only those remain.
      await page.waitForFunction(() => {
        const rows = [...document.querySelectorAll('[data-testid="card-operation"]')];
        return rows.length > 0 && rows.every((node) => node.getAttribute('data-status') === 'ANNULE');
      });
    });

    it('changes the card limit after a review and a code', async ({ skip }) => {
      if (!cardId) {
        return skip();
      }
      const { page } = session();
      await openPage(page, `/cards/card-details?card=${cardId}`);
      await page.getByTestId('limit-select').waitFor();
      const before = digitsOf(await page.getByTestId('detail-limit').textContent());
      await page.getByTestId('limit-select').click();
      const options = await page.getByRole('option').allTextContents();
      // The highest limit but the current one: the month's spending never goes over the new limit.
      const choice = [...options].reverse().find((text) => !before.startsWith(digitsOf(text)));
      expect(choice).toBeTruthy();
      await page
        .getByRole('option')
        .filter({ hasText: choice ?? '' })
        .first()
        .click();
      await saveScreenshotFromTop(page, shot('details'));
      await page.getByTestId('limit-review').click();
      expect(digitsOf(await page.getByTestId('detail-limit-new').textContent())).toContain(
        digitsOf(choice ?? ''),
      );
      await page.getByTestId('limit-confirm').click();
      await answerOtp(page, 'amina');
      await page.getByTestId('limit-changed').waitFor();
      await page.waitForFunction(
        ([expected]) =>
          (document.querySelector('[data-testid="detail-limit"]')?.textContent ?? '')
            .replace(/\D/g, '')
            .startsWith(expected),
        [digitsOf(choice ?? '')] as const,
      );
      await saveScreenshotFromTop(page, shot('limit-changed'));
      // The month's operations as a PDF, saved under its name.
      const download = page.waitForEvent('download');
      await page.getByTestId('export-download').click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.pdf$/);
      expect(await readDownloadStart(file)).toBe('%PDF-');
      // The same page in the dark scheme, then back, so the next tests see the light one.
      await page.getByTestId('color-scheme-toggle').first().click();
      await waitForHtmlAttribute(page, 'data-mantine-color-scheme', 'dark');
      await saveScreenshotFromTop(page, shot('details-dark'));
      await page.getByTestId('color-scheme-toggle').first().click();
      await waitForHtmlAttribute(page, 'data-mantine-color-scheme', 'light');
    });

    it('orders a card; once the card office has made it, it is in her cards', async () => {
      const { page } = session();
      await openPage(page, '/cards');
      await page.getByTestId('card-summary').first().waitFor();
      const cardsBefore = await page.getByTestId('card-summary').count();

      await page.getByTestId('order-card').first().click();
      await page.getByTestId('order-account').waitFor();
      // Nothing chosen: the form says what is missing instead of calling the bank.
      await page.getByTestId('order-continue').click();
      await page.locator('[data-testid="order-account"][aria-invalid="true"]').waitFor();
      await choose(page, 'order-account');
      // The prepaid Carte Tech: once made, she tops it up (below).
      await choose(page, 'order-product', 'Carte Tech');
      await page.getByTestId('order-limit').click();
      await page.getByRole('option').nth(1).click();
      await choose(page, 'order-branch');
      await saveScreenshotFromTop(page, shot('order-form'));
      await page.getByTestId('order-continue').click();
      await page.getByTestId('order-confirm').click();
      await answerOtp(page, 'amina');

      await page.waitForURL(/#\/cards\/request-card-success\?reference=/);
      const reference = new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('reference') ?? '';
      await page.locator('[data-testid="request-status"][data-status="TASK"]').waitFor();
      await saveScreenshotFromTop(page, shot('order-sent'));

      expect(await advanceCardRequest(reference, 'TERMINATE')).toBe('000');
      await page.reload();
      await page.locator('[data-testid="request-status"][data-status="TERMINATE"]').waitFor();

      await openPage(page, '/cards?tab=requests');
      await page
        .locator(`[data-testid="card-request"][data-reference="${reference}"] [data-status="TERMINATE"]`)
        .waitFor();
      await saveScreenshotFromTop(page, shot('requests'));
      await openPage(page, '/cards');
      await page.getByTestId('card-summary').nth(cardsBefore).waitFor();
      expect(await page.getByTestId('card-summary').count()).toBe(cardsBefore + 1);
    });

    it('tops up the new prepaid card from her account with a code', async () => {
      const { page } = session();
      await openPage(page, '/cards');
      await page.getByTestId('card-top-up-link').first().click();
      await page.getByTestId('top-up-card').waitFor();
      // With a prepaid card the form and its steps show: they fit the narrowest phone too.
      const size = page.viewportSize();
      await page.setViewportSize({ width: 320, height: 640 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
      if (size) {
        await page.setViewportSize(size);
      }
      await choose(page, 'account-picker');
      await page.getByTestId('top-up-amount').fill('abc');
      await page.locator('[data-testid="top-up-amount"][aria-invalid="true"]').waitFor();
      await page.getByTestId('top-up-amount').fill('25');
      await saveScreenshotFromTop(page, shot('top-up'));
      await page.getByTestId('top-up-continue').click();
      await page.getByTestId('top-up-confirm').click();
      await answerOtp(page, 'amina');
      await page.getByTestId('top-up-receipt').waitFor();
      expect(digitsOf(await page.getByTestId('detail-cardBalance').textContent())).toMatch(/^\d+$/);
      await saveScreenshotFromTop(page, shot('top-up-receipt'));
    });

    it('declares the prepaid card stolen: the block is final and a replacement is offered', async () => {
      const { page } = session();
      await page.getByTestId('top-up-receipt').getByRole('link').last().click();
      await page.getByTestId('block-card').click();
      await page.getByTestId('block-reason-STOLEN').dispatchEvent('click');
      await page.getByTestId('block-final-warning').waitFor();
      await saveScreenshotFromTop(page, shot('block-dialog'), { fullPage: false });
      await page.getByTestId('block-confirm').click();
      await page.getByTestId('card-final').waitFor();
      await page.getByTestId('order-replacement').waitFor();
      const stolenId = new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('card') ?? '';
      expect(await payAtTerminal(stolenId, 'Geant Tunis')).toBe('CARD.BLOCKED');
      await saveScreenshotFromTop(page, shot('stolen'));
    });
  });
}
