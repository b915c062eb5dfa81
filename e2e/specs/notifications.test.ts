/**
 * Notifications as amina lives them. French on a desktop: a transfer made in one tab shows a toast
 * and raises the bell's count in another tab of the same session at once; she marks it read, deletes
 * it, takes it back with undo, deletes it for good. Arabic on a 360 px phone: the bell, the details
 * (opening marks read) and the preferences, where DEFAULT and TRANSFER cannot be switched off; with
 * promotions switched off the bank's offer never arrives, once back on the next one arrives live.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose } from '../support/form-controls.ts';
import { callGateway } from '../support/gateway.ts';
import { openPage } from '../support/page-waits.ts';
import { saveScreenshotFromTop } from '../support/screenshots.ts';
import { useSession } from '../support/signed-in-session.ts';
import { continueToReview } from '../support/transfer-pages.ts';

const badgeCount = async (page: Page) => {
  const badge = page.getByTestId('notification-badge');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
};

describe('notifications (desktop, fr)', () => {
  const session = useSession('amina', 'desktop', 'fr');

  it('hears of a transfer made in another tab at once, then reads and deletes it with undo', async () => {
    const { page, context } = session();
    await openPage(page, '/notification/notifications');
    // The live stream is open (it opens once the page's first calls are done).
    await page.locator('[data-testid="notification-bell"][data-live="on"]').waitFor();
    // She starts with everything read, so what arrives stands out.
    if ((await badgeCount(page)) > 0) {
      await page.getByTestId('read-all').click();
      await page.getByTestId('notification-badge').waitFor({ state: 'detached' });
    }
    const seen = await page
      .getByTestId('notification-row')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')));

    const other = await context.newPage();
    await openPage(other, '/transfers/transfer-type/own-account');
    await other.getByTestId('amount-input').waitFor();
    await choose(other, 'credit-account');
    await other.getByTestId('amount-input').fill('12.5');
    await continueToReview(other, 'own-account');
    await other.getByTestId('transfer-confirm').click();
    await other.getByTestId('transfer-receipt').waitFor();
    await other.close();

    await page.getByTestId('notification-toast').first().waitFor();
    expect(await page.locator('.mantine-Notification-closeButton').first().getAttribute('aria-label')).toBe(
      'Fermer la notification',
    );
    await page.waitForFunction(
      () => document.querySelector('[data-testid="notification-badge"]')?.textContent === '1',
    );
    // The list refreshes on its own: the new notification comes first (unread, newest).
    await page.waitForFunction((ids) => {
      const first = document.querySelector('[data-testid="notification-row"]');
      return (
        first?.getAttribute('data-key') === 'TRANSFER_EXECUTED' &&
        !ids.includes(first.getAttribute('data-id'))
      );
    }, seen);
    const fresh = await page.getByTestId('notification-row').first().getAttribute('data-id');
    const row = page.locator(`[data-testid="notification-row"][data-id="${fresh}"]`);
    expect(await row.textContent()).toMatch(/12[.,]50/);
    await saveScreenshotFromTop(page, 'desktop-fr-notifications-live');

    await row.getByTestId('toggle-read').click();
    await page.getByTestId('notification-badge').waitFor({ state: 'detached' });
    const readRow = page.locator(`[data-testid="notification-row"][data-id="${fresh}"][data-status="READ"]`);
    await readRow.first().waitFor();
    const rowsBefore = await page.getByTestId('notification-row').count();

    await readRow.first().getByTestId('delete-notification').click();
    await page.getByTestId('undo-delete').click();
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="notification-row"]').length === count,
      rowsBefore,
    );
    await readRow.first().getByTestId('delete-notification').click();
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="notification-row"]').length === count - 1,
      rowsBefore,
    );
    // Leaving the page sends the delete at once; back on the list it is gone.
    await openPage(page, '/notification/topic');
    await page.getByTestId('preference-PROMOS').waitFor();
    await openPage(page, '/notification/notifications');
    await page.getByTestId('notification-list').waitFor();
    await page.locator(`[data-testid="notification-row"][data-id="${fresh}"]`).waitFor({ state: 'detached' });
    // What the bank answers after a reload, not what the page kept: it is gone.
    await page.reload();
    await page.getByTestId('notification-list').waitFor();
    expect(await page.locator(`[data-testid="notification-row"][data-id="${fresh}"]`).count()).toBe(0);
  });
});

describe('notifications (mobile, ar)', () => {
  const session = useSession('amina', 'mobile', 'ar');

  it('opens a notification (read on opening) and keeps DEFAULT and TRANSFER on in the preferences', async () => {
    const { page } = session();
    await openPage(page, '/notification/notifications');
    await page.getByTestId('notification-bell').waitFor();
    const first = page.getByTestId('notification-row').first();
    await first.waitFor();
    await saveScreenshotFromTop(page, 'mobile-ar-notifications-list');
    const title = (await first.locator('a').first().textContent())?.trim() ?? '';
    await first.locator('a').first().dispatchEvent('click');
    await page.getByTestId('notification-details').waitFor();
    expect(await page.getByTestId('notification-details').textContent()).toContain(
      title.replace(/^غير مقروء:\s*/, ''),
    );
    await saveScreenshotFromTop(page, 'mobile-ar-notifications-details');

    await openPage(page, '/notification/topic');
    await page.getByTestId('preference-TRANSFER').waitFor();
    expect(await page.getByTestId('toggle-TRANSFER').isDisabled()).toBe(true);
    expect(await page.getByTestId('toggle-DEFAULT').isDisabled()).toBe(true);
    const promos = page.getByTestId('toggle-PROMOS');
    expect(await promos.isChecked()).toBe(true);
    await promos.dispatchEvent('click');
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid="toggle-PROMOS"]') as HTMLInputElement | null)?.checked,
    );
    await saveScreenshotFromTop(page, 'mobile-ar-notifications-preferences');
    await promos.dispatchEvent('click');
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="toggle-PROMOS"]') as HTMLInputElement | null)?.checked ===
        true,
    );
  });

  it('gets no promotion while PROMOS is off, and the next one live once it is back on', async () => {
    const { page } = session();
    const offers = (await callGateway<{ id: number; title: { ar: string } }[]>('api/offer/all')).body.result;
    const [first, second] = offers;
    if (!first || !second) {
      throw new Error('the demo has fewer than two running offers');
    }
    const announce = (offerId: number) => callGateway('dev/notifications/offer', { body: { offerId } });
    const promos = page.getByTestId('toggle-PROMOS');
    const isPromosOn = () =>
      (document.querySelector('[data-testid="toggle-PROMOS"]') as HTMLInputElement | null)?.checked === true;
    const isPromosOff = () =>
      (document.querySelector('[data-testid="toggle-PROMOS"]') as HTMLInputElement | null)?.checked === false;

    await openPage(page, '/notification/topic');
    await promos.waitFor();
    await promos.dispatchEvent('click');
    await page.waitForFunction(isPromosOff);
    expect((await announce(first.id)).header.statusCode).toBe('000');
    await promos.dispatchEvent('click');
    await page.waitForFunction(isPromosOn);

    await openPage(page, '/notification/notifications');
    await page.locator('[data-testid="notification-bell"][data-live="on"]').waitFor();
    expect((await announce(second.id)).header.statusCode).toBe('000');
    await page.getByTestId('notification-toast').first().waitFor();
    const offerRows = page.locator('[data-testid="notification-row"][data-key="OFFER"]');
    await offerRows.first().waitFor();
    expect(await offerRows.count()).toBe(1);
    expect(await offerRows.first().textContent()).toContain(second.title.ar);
    await saveScreenshotFromTop(page, 'mobile-ar-notifications-offer');
  });
});
