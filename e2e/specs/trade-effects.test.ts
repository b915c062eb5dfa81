/**
 * Trade effects as Société Nour's administrator sees them (French on a desktop, Arabic on a 360 px
 * phone): the effects to pay, deadlines still to come first and the close ones marked, each opening
 * with its front; the effects to collect, in every state.
 */
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/page-waits.ts';
import { saveScreenshotFromTop } from '../support/screenshots.ts';
import { useSession } from '../support/signed-in-session.ts';

for (const [viewport, language] of [
  ['desktop', 'fr'],
  ['mobile', 'ar'],
] as const) {
  describe(`trade effects (${viewport}, ${language})`, () => {
    const session = useSession('nour.admin', viewport, language);
    const shot = (name: string) => `${viewport}-${language}-trade-effects-${name}`;

    it('shows the effects to pay, the next deadline first, and to collect in every state', async () => {
      const { page } = session();
      await openPage(page, '/trade-effects');
      const rows = page.getByTestId('effect-row');
      await rows.first().waitFor();
      expect(await rows.first().getAttribute('data-status')).toBe('RECEIVED');
      await rows.first().getByTestId('effect-soon').waitFor();
      await saveScreenshotFromTop(page, shot('inward'));
      await rows.first().click();
      await page.locator('[data-testid="effect-image"][data-side="RECTO"]').waitFor();
      await saveScreenshotFromTop(page, shot('recto'));
      await page.keyboard.press('Escape');
      await page.getByTestId('effect-viewer').waitFor({ state: 'detached' });

      await page.getByTestId('tab-outward').click();
      await page.locator('[data-testid="effect-row"][data-status="REJECTED"]').first().waitFor();
      const statuses = await page
        .getByTestId('effect-row')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-status')));
      expect(new Set(statuses)).toEqual(new Set(['RECEIVED', 'PAID', 'REJECTED']));
      await saveScreenshotFromTop(page, shot('outward'));
    });
  });
}
