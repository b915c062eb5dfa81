/**
 * The accounts area and the private dashboard as amina uses them: her three accounts, the IBAN
 * copy, the hide-amounts switch, the history's direction filter and infinite scroll, one
 * operation's details, the dashboard's chart and recent operations, and the RIB certificate
 * downloaded as a PDF. In Arabic on a phone and in French on a desktop.
 */
import { describe, expect, it } from 'vitest';
import { readDownloadStart } from '../support/downloads.ts';
import { openPage } from '../support/page-waits.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { useSession } from '../support/signed-in-session.ts';

const MINUS = '\u2212';
/** Her accounts as the bank names them in each language (product names, never the French ones). */
const ACCOUNT_NAMES = {
  fr: ['Compte courant', 'Compte en devises', 'Épargne Hajj'],
  ar: ['الحساب الجاري', 'حساب بالعملة الأجنبية', 'ادّخار الحج'],
} as const;

for (const [viewport, language] of [
  ['mobile', 'ar'],
  ['desktop', 'fr'],
] as const) {
  describe(`accounts (${viewport}, ${language})`, () => {
    const session = useSession('amina', viewport, language);
    const shot = (name: string) => `${viewport}-${language}-${name}`;

    it('lists her three accounts and copies an IBAN', async () => {
      const { page } = session();
      await openPage(page, '/accounts');
      const cards = page.getByTestId('account-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(3);
      // TND with three decimals, EUR with two.
      const balances = await page.getByTestId('account-balance').allTextContents();
      expect(balances.some((text) => /\d[.,]\d{3}\D*$/.test(text.replace(/[\u2066-\u2069]/g, '')))).toBe(
        true,
      );
      expect(balances.some((text) => /€/.test(text))).toBe(true);
      await saveScreenshot(page, shot('accounts'));

      const iban = (await cards.first().getByTestId('account-iban').textContent())?.replace(/\s/g, '');
      expect(iban).toMatch(/^TN59\d{20}$/);
      await cards.first().getByTestId('copy-iban').click();
      await page.locator('.mantine-Notification-root').first().waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(iban);
    });

    it('names her accounts in her language, each name whole in the account picker', async () => {
      const { page } = session();
      await openPage(page, '/accounts');
      await page.getByTestId('account-card').first().waitFor();
      const titles = await page.getByTestId('account-card').locator('h2').allTextContents();
      expect(titles).toEqual(ACCOUNT_NAMES[language]);
      await openPage(page, '/accounts/transactions');
      const input = page.getByTestId('account-picker');
      await input.waitFor();
      expect(await input.inputValue()).toMatch(new RegExp(`^${ACCOUNT_NAMES[language][0]} · `));
      // The chosen line keeps its own direction and is cut at its end, never at its start.
      const style = await input.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { bidi: computed.unicodeBidi, overflow: computed.textOverflow };
      });
      expect(style).toEqual({ bidi: 'plaintext', overflow: 'ellipsis' });
      await input.click();
      await page.getByRole('option').first().waitFor();
      const options = await page
        .getByRole('option')
        .evaluateAll((elements) => elements.map((option) => option.querySelector('bdi')?.textContent));
      expect(options).toEqual(ACCOUNT_NAMES[language]);
      await saveScreenshot(page, shot('account-picker'), { fullPage: false });
      await page.keyboard.press('Escape');
    });

    it('hides every amount when asked, and shows them again', async () => {
      const { page } = session();
      await openPage(page, '/accounts');
      await page.getByTestId('account-balance').first().waitFor();
      await page.getByTestId('toggle-balances').click();
      await page.locator('[data-hidden-amount]').first().waitFor();
      const shown = await page.getByTestId('account-balance').allTextContents();
      expect(shown.every((text) => text.includes('•') && !/\d/.test(text))).toBe(true);
      expect(await page.getByTestId('toggle-balances').getAttribute('aria-pressed')).toBe('true');
      await saveScreenshot(page, shot('accounts-hidden'));

      // The choice holds on the dashboard too, and after a reload.
      await openPage(page, '/private-dashboard');
      await page.getByTestId('total-main').waitFor();
      expect(await page.getByTestId('total-main').locator('[data-hidden-amount]').count()).toBe(1);
      await page.reload();
      await page.getByTestId('total-main').locator('[data-hidden-amount]').waitFor();
      await page.getByTestId('toggle-balances').click();
      await page.getByTestId('total-main').locator('[data-hidden-amount]').waitFor({ state: 'detached' });
      expect(await page.getByTestId('total-main').textContent()).toMatch(/\d/);
    });

    it('shows only debits once filtered, each marked as one', async () => {
      const { page } = session();
      await openPage(page, '/accounts/transactions');
      const rows = page.getByTestId('transaction-row');
      await rows.first().waitFor();
      await page.getByTestId('day-group').first().waitFor();
      await saveScreenshot(page, shot('history'));
      const allTotal = await page.getByTestId('history-total').textContent();

      await page.locator('[data-testid="direction-filter"] input[value="D"] + label').click();
      await page.waitForURL(/direction=D/);
      await page.waitForFunction(
        (before) => document.querySelector('[data-testid="history-total"]')?.textContent !== before,
        allTotal,
      );
      await rows.first().waitFor();
      const directions = await rows.evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('data-direction')),
      );
      expect(directions.length).toBeGreaterThan(0);
      expect(new Set(directions)).toEqual(new Set(['D']));
      // Not by colour alone: each amount carries a minus sign and each row says "debit".
      const amounts = await page.getByTestId('transaction-amount').allTextContents();
      expect(amounts.every((text) => text.includes(MINUS))).toBe(true);
      const labels = await page.getByTestId('transaction-direction').allTextContents();
      expect(new Set(labels)).toEqual(new Set([language === 'fr' ? 'Débit' : 'مدين']));
      await saveScreenshot(page, shot('history-debits'));
    });

    it('shows the first operations without scrolling, each label wider than its amount', async () => {
      const { page } = session();
      await openPage(page, '/accounts/transactions');
      const row = page.getByTestId('transaction-row').first();
      await row.waitFor();
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      const viewportHeight = page.viewportSize()?.height ?? 0;
      const rowBox = await row.boundingBox();
      // On a phone the list starts high enough to show two operations whole before any scrolling.
      const lastShown = await page
        .getByTestId('transaction-row')
        .nth(viewport === 'mobile' ? 1 : 0)
        .boundingBox();
      expect(lastShown ? lastShown.y + lastShown.height : Number.POSITIVE_INFINITY).toBeLessThanOrEqual(
        viewportHeight,
      );
      // The label keeps its own direction (dir="auto"): bank labels are in French.
      const labelBox = await row.locator('[dir="auto"]').first().boundingBox();
      const amountBox = await row.getByTestId('transaction-amount').boundingBox();
      expect(labelBox && rowBox ? labelBox.width / rowBox.width : 0).toBeGreaterThan(0.55);
      expect(labelBox && amountBox ? labelBox.width : 0).toBeGreaterThan(amountBox?.width ?? 0);
      await saveScreenshot(page, shot('history-top'), { fullPage: false });
    });

    it('loads more operations as the list scrolls', async () => {
      const { page } = session();
      await openPage(page, '/accounts/transactions');
      const rows = page.getByTestId('transaction-row');
      await rows.first().waitFor();
      await page.getByTestId('load-more').waitFor();
      const first = await rows.count();
      expect(first).toBe(20);
      await page.getByTestId('load-more').scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (count) => document.querySelectorAll('[data-testid="transaction-row"]').length > count,
        first,
      );
      expect(await rows.count()).toBeGreaterThan(first);
    });

    it('opens one operation with its details', async () => {
      const { page } = session();
      await openPage(page, '/accounts/transactions');
      const row = page.getByTestId('transaction-row').first();
      await row.waitFor();
      const amount = await row.getByTestId('transaction-amount').textContent();
      await row.click();
      await page.waitForURL(/transaction-details\?/);
      await page.getByTestId('transaction-label').waitFor();
      expect(await page.getByTestId('transaction-amount').textContent()).toBe(amount);
      await page.getByTestId('detail-reference').waitFor();
      await page.getByTestId('detail-valueDate').waitFor();
      await page.getByTestId('download-receipt').waitFor();
      await saveScreenshot(page, shot('transaction-details'));

      // The same address opened afresh (no list behind it) reads the operation again.
      const address = page.url();
      await openPage(page, '/accounts');
      await page.goto(address);
      await page.getByTestId('transaction-label').waitFor();
      expect(await page.getByTestId('transaction-amount').textContent()).toBe(amount);
    });

    it('shows the balance chart and the latest operations on the dashboard', async () => {
      const { page } = session();
      await openPage(page, '/private-dashboard');
      await page.getByTestId('balance-chart').waitFor();
      expect(await page.getByTestId('balance-chart').locator('circle').count()).toBe(12);
      const recent = page.getByTestId('recent-operations').getByTestId('transaction-row');
      await recent.first().waitFor();
      expect(await recent.count()).toBe(5);
      await page.getByTestId('money-out').waitFor();
      await page.getByTestId('quick-statement').waitFor();
      await saveScreenshot(page, shot('private-dashboard'));
    });

    it('downloads the RIB certificate as a PDF', async () => {
      const { page } = session();
      await openPage(page, '/accounts');
      await page.getByTestId('open-rib').first().click();
      await page.waitForURL(/pdf-view\?doc=rib/);
      await page.getByTestId('pdf-page').locator('canvas').first().waitFor({ timeout: 30_000 });
      await saveScreenshot(page, shot('rib-certificate'));
      // The drawn page and its frame stay inside the screen: nothing to scroll sideways at 100 %.
      const screenWidth = page.viewportSize()?.width ?? 0;
      const boxes = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="pdf-page"], [data-testid="pdf-page"] canvas')].map(
          (element) => {
            const { left, right } = element.getBoundingClientRect();
            return { left, right };
          },
        ),
      );
      expect(boxes.length).toBeGreaterThan(1);
      for (const { left, right } of boxes) {
        expect(left).toBeGreaterThanOrEqual(0);
        expect(right).toBeLessThanOrEqual(screenWidth);
      }
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('download-pdf').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      expect(await readDownloadStart(download)).toBe('%PDF-');
    });

    it('lists the monthly statements and shows one', async () => {
      const { page } = session();
      await openPage(page, '/accounts/statement');
      const months = page.getByTestId('statement-month');
      await months.first().waitFor();
      expect(await months.count()).toBeGreaterThanOrEqual(12);
      await saveScreenshot(page, shot('statements'));

      // The latest month opens as a document drawn in the page.
      await months.first().getByRole('link').click();
      await page.waitForURL(/pdf-view\?doc=statement/);
      await page.getByTestId('pdf-page').locator('canvas').first().waitFor({ timeout: 30_000 });
      await page.getByTestId('download-pdf').waitFor();
      await saveScreenshot(page, shot('statement-pdf'));
    });
  });
}
