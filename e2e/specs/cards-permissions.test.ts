/**
 * What the card pages offer by pack: youssef's Basic pack may freeze a card (a loss declaration) but
 * sees no order button, no card requests and no limit change, and the order page says why; a
 * company viewer sees the company cards and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/page-waits.ts';
import { saveScreenshotFromTop } from '../support/screenshots.ts';
import { useSession } from '../support/signed-in-session.ts';

describe('cards on a Basic pack (desktop, fr)', () => {
  const session = useSession('youssef', 'desktop', 'fr');

  it('may freeze a card but is offered no order, no request list and no limit change', async () => {
    const { page } = session();
    await openPage(page, '/cards');
    const summary = page.getByTestId('card-summary').first();
    await summary.waitFor();
    expect(await page.getByTestId('order-card').count()).toBe(0);
    expect(await page.getByTestId('requests-tab').count()).toBe(0);
    const isFrozen = (await summary.getAttribute('data-status')) === 'BLOCKED';
    if (!isFrozen) {
      expect(await summary.getByTestId('freeze-switch').isDisabled()).toBe(false);
    }
    await summary.getByTestId('card-details-link').click();
    await page.getByTestId('detail-limit').waitFor();
    expect(await page.getByTestId('limit-select').count()).toBe(0);
    await openPage(page, '/cards/add-card');
    expect(await page.getByTestId('order-account').count()).toBe(0);
    await saveScreenshotFromTop(page, 'desktop-fr-cards-basic-no-order');
  });
});

describe('cards of a company viewer (mobile, ar)', () => {
  const session = useSession('nour.viewer', 'mobile', 'ar');

  it('sees the company cards but changes nothing', async () => {
    const { page } = session();
    await openPage(page, '/cards');
    const summary = page.getByTestId('card-summary').first();
    await summary.waitFor();
    expect(await page.getByTestId('order-card').count()).toBe(0);
    expect(await summary.getByTestId('freeze-switch').isDisabled()).toBe(true);
    await saveScreenshotFromTop(page, 'mobile-ar-cards-viewer');
    await summary.getByTestId('card-details-link').click();
    await page.getByTestId('detail-limit').waitFor();
    expect(await page.getByTestId('block-card').count()).toBe(0);
    expect(await page.getByTestId('unblock-card').count()).toBe(0);
    expect(await page.getByTestId('limit-select').count()).toBe(0);
  });
});
