/**
 * Cheques as the bank's customers use them. amina (French, desktop) orders a chequebook with a code,
 * follows it to DELIVERED, another bank presents one of its leaves: the debit is in her account
 * history, whose operation opens the cheque with its front and back. youssef (Arabic, 360 px phone, Basic pack)
 * declares a leaf lost: its later presentation is rejected for opposition.
 */
import { describe, expect, it } from 'vitest';
import { advanceChequebook, presentCheque } from '../support/cheque-pages.ts';
import { choose } from '../support/form-controls.ts';
import { openPage, waitForHtmlAttribute } from '../support/page-waits.ts';
import { saveScreenshotFromTop } from '../support/screenshots.ts';
import { answerOtp } from '../support/sign-in.ts';
import { useSession } from '../support/signed-in-session.ts';

describe('cheques (desktop, fr)', () => {
  const session = useSession('amina', 'desktop', 'fr');
  const shot = (name: string) => `desktop-fr-cheques-${name}`;

  it('orders a chequebook, sees it delivered, and a presented leaf is debited with its image', async () => {
    const { page } = session();
    await openPage(page, '/cheques/add-cheque-request');
    await page.getByTestId('order-type').waitFor();
    await page.getByTestId('order-size').getByText('50 formules').click();
    await saveScreenshotFromTop(page, shot('order-form'));
    await page.getByTestId('order-continue').click();
    await page.getByTestId('order-confirm').click();
    await answerOtp(page, 'amina');
    const placed = page.getByTestId('order-placed');
    await placed.waitFor();
    const reference = (await placed.getAttribute('data-reference')) ?? '';
    expect(reference).toMatch(/^CB/);

    expect(await advanceChequebook(reference)).toBe('000');
    expect(await advanceChequebook(reference)).toBe('000');
    await page.getByTestId('order-follow').click();
    const book = page.locator(
      `[data-testid="chequebook-request"][data-reference="${reference}"][data-status="DELIVERED"]`,
    );
    await book.waitFor();
    const leaf = (await book.getAttribute('data-first-leaf')) ?? '';
    expect(leaf).toMatch(/^\d{7}$/);
    await saveScreenshotFromTop(page, shot('requests'));

    const cheque = await presentCheque('amina', leaf, '432.100', 'Bijouterie Hannibal');
    expect(cheque.status).toBe('PAID');
    await openPage(page, '/accounts/transactions');
    await page.getByTestId('transaction-row').filter({ hasText: leaf }).first().click();
    await page.getByTestId('open-cheque').click();
    await page.waitForURL(/#\/cheques\/list/);
    await page.locator('[data-testid="cheque-image"][data-side="RECTO"]').waitFor();
    await page.getByTestId('cheque-zoom-in').click();
    await saveScreenshotFromTop(page, shot('recto'));
    await page.getByTestId('cheque-side').getByText('Verso').click();
    await page.locator('[data-testid="cheque-image"][data-side="VERSO"]').waitFor();
    expect(await page.getByTestId('cheque-download').getAttribute('download')).toBe(
      `cheque-${leaf}-verso.svg`,
    );
    await saveScreenshotFromTop(page, shot('verso'));
    await page.keyboard.press('Escape');
    await page.getByTestId('cheque-viewer').waitFor({ state: 'detached' });
    await page.locator(`[data-testid="cheque-row"][data-number="${leaf}"]`).waitFor();
    await saveScreenshotFromTop(page, shot('list'));
  });
});

describe('cheques (mobile, ar)', () => {
  const session = useSession('youssef', 'mobile', 'ar');
  const shot = (name: string) => `mobile-ar-cheques-${name}`;

  it('declares a leaf lost; its presentation is then rejected for opposition', async () => {
    const { page } = session();
    await openPage(page, '/cheque-process');
    await page.getByTestId('loss-leaf').waitFor();
    await choose(page, 'loss-leaf');
    const leaf = (await page.getByTestId('loss-leaf').inputValue()).trim();
    expect(leaf).toMatch(/^\d{7}$/);
    await saveScreenshotFromTop(page, shot('declare'));
    await page.getByTestId('loss-declare').click();
    await page.getByTestId('confirm-cancel').click();
    await page.getByTestId('loss-done').waitFor();
    await saveScreenshotFromTop(page, shot('declared'));

    const cheque = await presentCheque('youssef', leaf, '80', 'Café Zitouna');
    expect(cheque).toMatchObject({ status: 'REJECTED', rejectionReason: 'OPPOSITION' });

    await openPage(page, '/cheques/list');
    const row = page.locator(`[data-testid="cheque-row"][data-number="${leaf}"]`);
    await row.getByTestId('cheque-reason').waitFor();
    expect(await row.getByTestId('cheque-status').getAttribute('data-status')).toBe('REJECTED');
    await saveScreenshotFromTop(page, shot('list'));
    await page.getByTestId('tab-received').click();
    await page.getByTestId('cheque-row').first().waitFor();
    await page.getByTestId('color-scheme-toggle').first().click();
    await waitForHtmlAttribute(page, 'data-mantine-color-scheme', 'dark');
    await saveScreenshotFromTop(page, shot('received-dark'));
    await page.getByTestId('color-scheme-toggle').first().click();
    await waitForHtmlAttribute(page, 'data-mantine-color-scheme', 'light');
  });
});
