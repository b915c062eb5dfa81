/**
 * The dashboard's "this month" card of a company, whose flows run to six figures: each amount stays
 * whole inside the card, apart from the other, on a phone in Arabic and on a desktop in French.
 */
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/page-waits.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { useSession } from '../support/signed-in-session.ts';

type Box = { x: number; y: number; width: number; height: number };

const isInside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

/** Space between two boxes, the larger of the horizontal and vertical gaps (negative: they overlap). */
const gapBetween = (a: Box, b: Box) =>
  Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width), b.y - (a.y + a.height), a.y - (b.y + b.height));

for (const [viewport, language] of [
  ['mobile', 'ar'],
  ['desktop', 'fr'],
] as const) {
  describe(`this month's flows of a company (${viewport}, ${language})`, () => {
    const session = useSession('nour.admin', viewport, language);

    it('keeps six-figure money in and money out whole, each in its own place', async () => {
      const { page } = session();
      await openPage(page, '/private-dashboard');
      await page.getByTestId('money-in').waitFor();
      const card = page.locator('section').filter({ has: page.getByTestId('money-in') });
      const amounts = card.locator('[data-testid="money-in"] bdi, [data-testid="money-out"] bdi');
      const texts = await amounts.allTextContents();
      expect(texts).toHaveLength(2);
      // Six figures before the decimals, so the test sees the widths that broke the card.
      expect(texts.some((text) => /\d{3}\D\d{3}[.,]\d{3}/.test(text))).toBe(true);

      const boxes = await Promise.all(
        [
          card,
          amounts.nth(0),
          amounts.nth(1),
          card.getByTestId('money-in'),
          card.getByTestId('money-out'),
        ].map((element) => element.boundingBox()),
      );
      const [cardBox, inBox, outBox, inFlow, outFlow] = boxes;
      if (!cardBox || !inBox || !outBox || !inFlow || !outFlow) {
        throw new Error('the month card is not laid out');
      }
      // Each amount inside its own line of the card, clear of the other ("+112 181,563 DT−39 113,400 DT").
      expect(isInside(inBox, inFlow)).toBe(true);
      expect(isInside(outBox, outFlow)).toBe(true);
      expect(isInside(inFlow, cardBox) && isInside(outFlow, cardBox)).toBe(true);
      expect(gapBetween(inBox, outBox)).toBeGreaterThanOrEqual(8);
      // Each amount is drawn on one line (no figure pushed under another).
      const lineHeights = await amounts.evaluateAll((elements) =>
        elements.map((element) => element.getClientRects().length),
      );
      expect(lineHeights).toEqual([1, 1]);
      await card.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `${viewport}-${language}-company-month-flows`, { fullPage: false });
    });
  });
}
