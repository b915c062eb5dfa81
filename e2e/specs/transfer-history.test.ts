/**
 * The transfer hub, history and standing orders as amina uses them: she filters her history by
 * status, opens a transfer and downloads its receipt; she sets up a monthly standing order with
 * the code from her phone and finds it in the list; she cancels a transfer still waiting for its
 * date. In French on a 360 px phone and in Arabic on a desktop.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readDownloadStart } from '../support/downloads.ts';
import { choose } from '../support/form-controls.ts';
import { openPage } from '../support/page-waits.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { answerOtp } from '../support/sign-in.ts';
import { useSession } from '../support/signed-in-session.ts';

/** The 5th of next month (always ahead, whatever today is) as the calendar's day and as an ISO date. */
function fifthOfNextMonth(): { day: string; iso: string } {
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 5));
  return { day: '5', iso: next.toISOString().slice(0, 10) };
}

/** A working day next week, for a transfer deferred until then. */
function workingDayNextWeek(): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 7);
  while ([0, 6].includes(date.getUTCDay())) {
    date.setUTCDate(date.getUTCDate() + 1);
  }
  return date.toISOString().slice(0, 10);
}

/** Sets up, as amina's session, a transfer to her savings deferred to next week: it waits, PENDING. */
async function orderDeferredTransfer(page: Page, executionDate: string): Promise<string> {
  return page.evaluate(async (date) => {
    const call = async (path: string, body: object, headers: Record<string, string> = {}) => {
      const response = await fetch(`/gateway/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', channel: 'WEB', ...headers },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { body: { result: unknown } };
    };
    const accounts = (await call('account/all', {})).body.result as {
      id: string;
      accountType: string;
      currency: string;
    }[];
    const main = accounts.find((account) => account.accountType === 'MAIN');
    const saving = accounts.find((account) => account.accountType === 'SAVING' && account.currency === 'TND');
    const created = await call(
      'transfer/personal',
      { debitAccountId: main?.id, creditAccountId: saving?.id, amount: '35.250', executionDate: date },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    return (created.body.result as { id: string }).id;
  }, executionDate);
}

for (const [viewport, language] of [
  ['mobile', 'fr'],
  ['desktop', 'ar'],
] as const) {
  describe(`transfer history and standing orders (${viewport}, ${language})`, () => {
    const session = useSession('amina', viewport, language);
    const shot = (name: string) => `${viewport}-${language}-transfers-${name}`;
    const words =
      language === 'fr'
        ? { treated: 'Traités', all: 'Tous', list: 'Sami Ben Salah' }
        : { treated: 'المعالجة', all: 'الكل', list: 'Sami Ben Salah' };

    it('filters her history by status, opens a transfer and downloads its receipt', async () => {
      const { page } = session();
      await openPage(page, '/transfers');
      await page.getByTestId('hub-add-permanent').waitFor();
      await page.getByTestId('transfer-row').first().waitFor();
      // Amina may send own-account, within-bank, domestic and standing-order transfers.
      expect(await page.getByTestId('hub-own-account').count()).toBe(1);
      await saveScreenshot(page, shot('hub'));

      // Ten at a time: "show more" brings the next ones of the same account.
      const firstPage = await page.getByTestId('transfer-row').count();
      await page.getByTestId('load-more').click();
      await page.waitForFunction(
        (count) => document.querySelectorAll('[data-testid="transfer-row"]').length > count,
        firstPage,
      );

      await page.getByTestId('status-group-filter').getByText(words.treated).click();
      await page.waitForURL(/status=TREATED/);
      // Only executed transfers are left once the list has reloaded.
      await page.waitForFunction(() => {
        const rows = Array.from(document.querySelectorAll('[data-testid="transfer-row"]'));
        return rows.length > 0 && rows.every((row) => row.getAttribute('data-status') === 'COMPLETED');
      });
      expect(await page.getByTestId('group-total').first().textContent()).toMatch(/\d/);

      await page.getByTestId('transfer-row').first().click();
      await page.waitForURL(/transfer-details\?id=/);
      await page.getByTestId('transfer-status').waitFor();
      expect(await page.getByTestId('transfer-status').getAttribute('data-status')).toBe('COMPLETED');
      // Executed: nothing left to cancel.
      expect(await page.getByTestId('cancel-transfer').count()).toBe(0);
      await page.getByTestId('transfer-timeline').waitFor();
      await saveScreenshot(page, shot('detail'));

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('download-receipt').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^virement-TR[0-9A-Z]+\.pdf$/);
      expect(await readDownloadStart(download)).toBe('%PDF-');

      // Back keeps the filter.
      await page.goBack();
      await page.waitForURL(/status=TREATED/);
    });

    it('sets up a monthly standing order with the code from her phone and finds it in the list', async () => {
      const { page } = session();
      await openPage(page, '/transfers');
      await page.getByTestId('hub-add-permanent').click();
      await page.waitForURL(/transfer-type\/add-permanent/);
      await page.getByTestId('permanent-beneficiary').waitFor();
      // The first run is proposed (tomorrow), not left for the customer to find.
      expect(await page.getByTestId('permanent-first-date').textContent()).toMatch(/\d/);

      // Continuing empty names what is missing.
      await page.getByTestId('permanent-continue').click();
      await page.locator('[aria-invalid="true"]').first().waitFor();

      await choose(page, 'permanent-beneficiary', 'Sami Ben Salah');
      await page.getByTestId('permanent-amount').fill('120,500');
      const first = fifthOfNextMonth();
      await page.getByTestId('permanent-first-date').click();
      const calendar = page.locator('.mantine-Popover-dropdown');
      await calendar.locator('button[data-direction="next"]').click();
      await calendar.locator('button:not([data-outside])', { hasText: new RegExp(`^${first.day}$`) }).click();
      await page.getByTestId('permanent-reason').fill(language === 'fr' ? 'Pension' : 'منحة');
      await saveScreenshot(page, shot('permanent-form'));
      await page.getByTestId('permanent-continue').click();

      await page.waitForURL(/#\/transfers\/add-permanent$/);
      await page.getByTestId('permanent-confirm').waitFor();
      expect(await page.getByTestId('review-amount').textContent()).toMatch(/120[.,\s]?500/);
      if (viewport === 'desktop') {
        // One row at the end of the line, as for one-off transfers: no button wraps or stretches.
        const [edit, confirm] = await Promise.all(
          ['permanent-edit', 'permanent-confirm'].map((id) => page.getByTestId(id).boundingBox()),
        );
        expect(
          Math.abs(
            (edit?.y ?? 0) + (edit?.height ?? 0) / 2 - ((confirm?.y ?? 0) + (confirm?.height ?? 0) / 2),
          ),
        ).toBeLessThan(4);
        expect(edit?.width ?? 0).toBeLessThan(240);
      }
      await saveScreenshot(page, shot('permanent-review'));
      await page.getByTestId('permanent-confirm').click();

      await page.getByTestId('otp-input').waitFor();
      // The bank's quote shows the next runs beside the code.
      expect(await page.getByTestId('next-run').count()).toBeGreaterThan(0);
      await saveScreenshot(page, shot('permanent-code'));
      await answerOtp(page, 'amina');

      await page.getByTestId('permanent-done').waitFor();
      await saveScreenshot(page, shot('permanent-done'));
      await page.getByTestId('see-permanent-list').click();
      await page.waitForURL(/permanent-list/);
      const card = page.getByTestId('permanent-card').filter({ hasText: words.list }).first();
      await card.waitFor();
      expect(await card.getAttribute('data-status')).toBe('ACTIVE');
      expect(await card.getByTestId('permanent-amount').textContent()).toMatch(/120[.,\s]?500/);
      await saveScreenshot(page, shot('permanent-list'));

      await card.click();
      await page.waitForURL(/permanent-detail\?id=/);
      await page.getByTestId('permanent-status').waitFor();
      await saveScreenshot(page, shot('permanent-detail'));
    });

    it('cancels a transfer still waiting for its date, after confirming', async () => {
      const { page } = session();
      const id = await orderDeferredTransfer(page, workingDayNextWeek());
      await openPage(page, '/transfers?status=IN_PROGRESS');
      const row = page.locator(`a[href$="${id}"]`);
      await row.waitFor();
      expect(await row.getAttribute('data-status')).toBe('PENDING');
      await row.click();

      await page.getByTestId('cancel-transfer').waitFor();
      await page.getByTestId('cancel-transfer').click();
      await page.getByTestId('confirm-cancel').waitFor();
      await saveScreenshot(page, shot('cancel-dialog'), { fullPage: false });
      await page.getByTestId('confirm-cancel').click();

      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="transfer-status"]')?.getAttribute('data-status') ===
          'REJECTED',
      );
      await page.getByTestId('cancel-transfer').waitFor({ state: 'detached' });
      await page
        .getByTestId('transfer-timeline')
        .getByText(language === 'fr' ? 'Annulé à votre demande' : 'أُلغي بطلب منكم')
        .waitFor();
      await saveScreenshot(page, shot('cancelled'));
    });
  });
}
