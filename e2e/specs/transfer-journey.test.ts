/**
 * The whole journey of a new payee: amina adds a national beneficiary with the code the bank sends
 * (read from the outbox), sends it 150.000 TND from the success screen, and finds the transfer in
 * her transfer history and its details with the execution date the review step announced. In
 * Arabic on a 360 px phone, and in French on a desktop.
 */
import { buildRib } from '@baraka/domain/rib/iban';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/page-waits.ts';
import { saveScreenshotFromTop } from '../support/screenshots.ts';
import { answerOtp } from '../support/sign-in.ts';
import { useSession } from '../support/signed-in-session.ts';
import { continueToReview } from '../support/transfer-pages.ts';

const RUNS = [
  {
    viewport: 'mobile',
    language: 'ar',
    payee: { firstName: 'Nadia', lastName: 'Ferchichi' },
    // Banque Nationale Agricole (code 03): a payee only this test adds.
    rib: buildRib('03', '012', '0456789012345'),
  },
  {
    viewport: 'desktop',
    language: 'fr',
    payee: { firstName: 'Karim', lastName: 'Jebali' },
    // Amen Bank (code 07).
    rib: buildRib('07', '101', '0987654321098'),
  },
] as const;

for (const run of RUNS) {
  const { viewport, language, payee } = run;
  const fullName = `${payee.firstName} ${payee.lastName}`;
  const shot = (name: string) => `${viewport}-${language}-journey-${name}`;

  describe(`a new national payee, then 150.000 TND to it (${viewport}, ${language})`, () => {
    const session = useSession('amina', viewport, language);

    it('adds the payee with the code, pays it, and finds the transfer with its execution date', async () => {
      const { page } = session();

      await openPage(page, '/beneficiaries/add-national-benef');
      await page.getByTestId('field-rib').fill(run.rib);
      await page.getByTestId('field-firstName').fill(payee.firstName);
      await page.getByTestId('field-lastName').fill(payee.lastName);
      await page.getByTestId('submit-beneficiary').click();
      await page.getByTestId('payee-summary').waitFor();
      await answerOtp(page, 'amina');
      await page.getByTestId('beneficiary-saved').waitFor();

      await page.getByTestId('send-to-new-payee').click();
      await page.waitForURL(/#\/transfers\/transfer-type\/add-local\?beneficiaryId=/);
      await page.getByTestId('amount-input').waitFor();
      expect(await page.getByTestId('payee-picker').inputValue()).toContain(payee.lastName);
      await page.getByTestId('amount-input').fill('150');
      await saveScreenshotFromTop(page, shot('form'));
      await continueToReview(page, 'add-local');

      const announced = await page.getByTestId('execution-date').getAttribute('data-date');
      expect(announced).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await saveScreenshotFromTop(page, shot('review'));
      await page.getByTestId('transfer-confirm').click();
      await answerOtp(page, 'amina');
      await page.getByTestId('transfer-receipt').waitFor();
      await saveScreenshotFromTop(page, shot('receipt'));

      await openPage(page, '/transfers');
      const row = page.getByTestId('transfer-row').filter({ hasText: fullName }).first();
      await row.waitFor();
      expect(await row.getAttribute('data-execution-date')).toBe(announced);
      expect(await row.getByTestId('transfer-amount').textContent()).toMatch(/150[.,]000/);
      await saveScreenshotFromTop(page, shot('history'));

      await row.click();
      await page.waitForURL(/#\/transfers\/transfer-details\?id=/);
      await page.getByTestId('transfer-payee').filter({ hasText: fullName }).waitFor();
      expect(await page.getByTestId('transfer-execution-date').getAttribute('data-date')).toBe(announced);
    });
  });
}
