/**
 * The transfer order pages as customers use them. amina pays a saved national payee 150.000 TND
 * with a code from the outbox, sees when it runs on the review and the receipt, and finds the
 * debit in her history (French, desktop); moves money between her own accounts without a code,
 * once for a double click (Arabic, desktop); on a 360 px phone in French pays a new payee whose
 * name the bank checks, sends a booking whose answer was lost again without paying twice, and gets
 * a new code when the transfer changed after the code. leila's international transfer shows its
 * rate and converted amount (Arabic, phone); a company's viewer reads why she cannot transfer.
 */
import { describe, expect, it } from 'vitest';
import { choose } from '../support/form-controls.ts';
import { openPage } from '../support/page-waits.ts';
import { saveScreenshotFromTop } from '../support/screenshots.ts';
import { answerOtp } from '../support/sign-in.ts';
import { useSession } from '../support/signed-in-session.ts';
import { continueToReview, countHistoryRows, rowValue, textOf } from '../support/transfer-pages.ts';

const MINUS = '\u2212';
/** Mehdi Jaziri, a customer of the bank (README "Seeded people"): a payee amina has not saved. */
const MEHDI_RIB = '32004007890123456771';
const NAME_MISMATCH = "Ce nom n'est pas celui du titulaire du compte";

describe('a national transfer (desktop, fr)', () => {
  const session = useSession('amina', 'desktop', 'fr');

  it('pays a saved payee 150.000 TND with a code, says when it runs, and debits the account', async () => {
    const { page } = session();
    await openPage(page, '/transfers/transfer-type/add-local');
    await page.getByTestId('amount-input').waitFor();
    await page.getByTestId('transfer-guide').waitFor();
    await saveScreenshotFromTop(page, 'desktop-fr-transfer-national-form');

    // Nothing chosen yet: the form says what is missing instead of calling the bank.
    await page.getByTestId('transfer-continue').click();
    await page.getByText('Ce champ est obligatoire.').first().waitFor();
    await choose(page, 'payee-picker', 'Sami Ben Salah');
    await page.getByTestId('amount-input').fill('150');
    await page.getByTestId('reason').fill('Loyer mars');
    await continueToReview(page, 'add-local');

    expect(await textOf(page, 'review-amount')).toContain('150,000');
    expect(await rowValue(page, 'fees')).toContain('0,700');
    const executionDate = await page.getByTestId('execution-date').getAttribute('data-date');
    expect(executionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const executionText = await textOf(page, 'execution-date');
    // The review tells why the transfer runs that day (cut-off, weekend, holiday...).
    expect(await textOf(page, 'execution-notice')).toMatch(/heure limite|jour ouvré|aujourd'hui|ouverture/);
    await saveScreenshotFromTop(page, 'desktop-fr-transfer-national-review');

    await page.getByTestId('transfer-confirm').click();
    await answerOtp(page, 'amina');
    await page.getByTestId('transfer-receipt').waitFor();
    expect(await textOf(page, 'receipt-reference')).toMatch(/^TR\w+$/);
    expect(executionText.startsWith(await textOf(page, 'receipt-execution-date'))).toBe(true);
    const status = await page
      .getByTestId('transfer-receipt')
      .locator('[data-status]')
      .getAttribute('data-status');
    expect(['PROGRESS', 'COMPLETED']).toContain(status);
    expect(await page.getByTestId('receipt-details').getAttribute('href')).toMatch(
      /#\/transfers\/transfer-details\?id=[0-9a-f-]{36}$/,
    );
    await saveScreenshotFromTop(page, 'desktop-fr-transfer-national-receipt');

    await page.getByTestId('receipt-history').click();
    await page.waitForURL(/#\/accounts\/transactions\?account=/);
    const row = page.getByTestId('transaction-row').filter({ hasText: 'SAMI BEN SALAH' }).first();
    await row.waitFor();
    const amount = (await row.getByTestId('transaction-amount').textContent()) ?? '';
    expect(amount).toContain(MINUS);
    expect(amount).toContain('150,000');
  });

  it('explains that international transfers are not enabled on her contract', async () => {
    const { page } = session();
    await openPage(page, '/transfers/transfer-type/add-international');
    await page.getByTestId('unavailable-contract').waitFor();
    expect(await page.getByTestId('amount-input').count()).toBe(0);
  });
});

describe('between her own accounts (desktop, ar)', () => {
  const session = useSession('amina', 'desktop', 'ar');

  it('moves money at once without a code, booked once for a double click', async () => {
    const { page } = session();
    await openPage(page, '/transfers/transfer-type/own-account');
    await page.getByTestId('amount-input').waitFor();
    await choose(page, 'credit-account', 'ادّخار الحج');
    await page.getByTestId('amount-input').fill('75.5');
    await saveScreenshotFromTop(page, 'desktop-ar-transfer-own-form');
    await continueToReview(page, 'own-account');
    expect(await textOf(page, 'review-amount')).toContain('75,500');
    expect(await page.getByTestId('execution-notice').getAttribute('data-reason')).toBe('BOOKED_IMMEDIATELY');
    await saveScreenshotFromTop(page, 'desktop-ar-transfer-own-review');

    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/gateway/transfer/personal')) {
        keys.push(request.headers()['idempotency-key'] ?? '');
      }
    });
    await page.getByTestId('transfer-confirm').dblclick();
    await page.getByTestId('transfer-receipt').waitFor();
    expect(
      await page.getByTestId('transfer-receipt').locator('[data-status]').getAttribute('data-status'),
    ).toBe('COMPLETED');
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    await saveScreenshotFromTop(page, 'desktop-ar-transfer-own-receipt');
  });
});

describe('on a 360 px phone (mobile, fr)', () => {
  const session = useSession('amina', 'mobile', 'fr');

  it('checks a new payee’s name, and pays once although the first answer was lost', async () => {
    const { page } = session();
    const paidBefore = await countHistoryRows(page, 'MEHDI JAZIRI');
    await openPage(page, '/transfers/transfer-type/within-bank');
    await page.getByTestId('payee-mode').getByText('Nouveau', { exact: true }).click();
    await page.getByTestId('payee-rib').fill(MEHDI_RIB);
    await page.getByTestId('payee-name').fill('Sami Trabelsi');
    await page.getByTestId('amount-input').fill('20');
    await saveScreenshotFromTop(page, 'mobile-fr-transfer-form');
    await continueToReview(page, 'within-bank');
    // Only the bank knows the holder's name: it refuses before sending any code, and says why.
    await page.getByTestId('transfer-confirm').click();
    await page.getByTestId('failure-fields').getByText(NAME_MISMATCH).waitFor();
    await saveScreenshotFromTop(page, 'mobile-fr-transfer-name-check');
    await page.getByTestId('transfer-modify').click();
    await page.waitForURL(/#\/transfers\/transfer-type\/within-bank$/);
    await page.getByText(NAME_MISMATCH).waitFor();
    expect((await page.getByTestId('payee-rib').inputValue()).replace(/\s/g, '')).toBe(MEHDI_RIB);

    await page.getByTestId('payee-name').fill('Mehdi Jaziri');
    await continueToReview(page, 'within-bank');
    await saveScreenshotFromTop(page, 'mobile-fr-transfer-review');

    // The booking goes through at the bank, but its answer never comes back to the page.
    let isLost = false;
    await page.route('**/gateway/transfer/addwithinbank', async (route) => {
      if (!isLost && route.request().headers()['challenge-key']) {
        isLost = true;
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    const replayed: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/gateway/transfer/addwithinbank') && response.status() === 200) {
        replayed.push(response.headers()['idempotent-replayed'] ?? '');
      }
    });
    await page.getByTestId('transfer-confirm').click();
    await answerOtp(page, 'amina');
    await page.getByTestId('failure-interrupted').waitFor();
    await saveScreenshotFromTop(page, 'mobile-fr-transfer-retry');
    await page.getByTestId('transfer-retry').click();
    await page.getByTestId('transfer-receipt').waitFor();
    await saveScreenshotFromTop(page, 'mobile-fr-transfer-receipt');
    await page.unroute('**/gateway/transfer/addwithinbank');
    // The retry carried the same key: the bank answered the first booking again.
    expect(replayed).toEqual(['true']);
    expect(await countHistoryRows(page, 'MEHDI JAZIRI')).toBe(paidBefore + 1);
  });

  it('asks for a new code when the transfer changed after the code', async () => {
    const { page } = session();
    await openPage(page, '/transfers/transfer-type/within-bank');
    await choose(page, 'payee-picker', 'Leila Gharbi');
    await page.getByTestId('amount-input').fill('30');
    await continueToReview(page, 'within-bank');

    // Something between the page and the bank raises the amount once the code is given.
    let isAltered = false;
    await page.route('**/gateway/transfer/withinBankTransfer', async (route) => {
      const request = route.request();
      if (!isAltered && request.headers()['challenge-key']) {
        isAltered = true;
        await route.continue({ postData: JSON.stringify({ ...request.postDataJSON(), amount: '300.000' }) });
        return;
      }
      await route.continue();
    });
    await page.getByTestId('transfer-confirm').click();
    await answerOtp(page, 'amina');
    await page.getByTestId('failure-voided').waitFor();
    await saveScreenshotFromTop(page, 'mobile-fr-transfer-voided');

    await page.getByTestId('transfer-confirm').click();
    await answerOtp(page, 'amina');
    await page.getByTestId('transfer-receipt').waitFor();
    await page.unroute('**/gateway/transfer/withinBankTransfer');
    expect(await rowValue(page, 'amount')).toContain('30,000');
  });
});

describe('an international transfer (mobile, ar)', () => {
  const session = useSession('leila', 'mobile', 'ar');

  it('shows the applied rate, the converted amount and the fee before the code', async () => {
    const { page } = session();
    await openPage(page, '/transfers/transfer-type/add-international');
    await choose(page, 'payee-picker', 'Yasmine');
    await page.getByTestId('amount-input').fill('500');
    await saveScreenshotFromTop(page, 'mobile-ar-transfer-international-form');
    await continueToReview(page, 'add-international');
    expect(await rowValue(page, 'rate')).toMatch(/^1 EUR = \d+[.,]\d{4} TND$/);
    expect(await rowValue(page, 'converted')).toMatch(/\d/);
    expect(await rowValue(page, 'fees')).toMatch(/\d/);
    await saveScreenshotFromTop(page, 'mobile-ar-transfer-international-review');

    await page.getByTestId('transfer-confirm').click();
    await answerOtp(page, 'leila');
    await page.getByTestId('transfer-receipt').waitFor();
    await saveScreenshotFromTop(page, 'mobile-ar-transfer-international-receipt');
  });
});

describe('who may not transfer (desktop, fr)', () => {
  const session = useSession('nour.viewer', 'desktop', 'fr');

  it('tells a company’s viewer that the holder did not grant her transfers', async () => {
    const { page } = session();
    await openPage(page, '/transfers/transfer-type/within-bank');
    await page.getByTestId('unavailable-delegate').waitFor();
    expect(await page.getByTestId('amount-input').count()).toBe(0);
    await saveScreenshotFromTop(page, 'desktop-fr-transfer-unavailable');
  });
});
