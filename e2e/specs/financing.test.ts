/**
 * Financing as Leila sees it (French on a desktop, Arabic on a 360 px phone): her car financing and
 * her express financing as cards, the express one flagged with its unpaid instalment; the compact
 * list; the express financing's contract, its principal and profit by year and its schedule with
 * paid, unpaid and upcoming lines, downloaded as a PDF; the same page in the dark scheme; on the
 * phone, the express financing repaid early with the quote and the code. And Amina asking for the
 * financing she simulated, her pay slip joined (listed on the request and downloaded back): the bank's offer, signed with the code (the sealed contract downloaded),
 * the payout, and the new financing with its schedule.
 */
import { describe, expect, it } from 'vitest';
import { readDownloadStart } from '../support/downloads.ts';
import { choose } from '../support/form-controls.ts';
import { callGateway } from '../support/gateway.ts';
import { openPage, waitForHtmlAttribute } from '../support/page-waits.ts';
import { saveScreenshotFromTop } from '../support/screenshots.ts';
import { answerOtp } from '../support/sign-in.ts';
import { useSession } from '../support/signed-in-session.ts';

for (const [viewport, language] of [
  ['desktop', 'fr'],
  ['mobile', 'ar'],
] as const) {
  describe(`financing (${viewport}, ${language})`, () => {
    const session = useSession('leila', viewport, language);
    const shot = (name: string) => `${viewport}-${language}-financing-${name}`;

    it('shows her financings, opens the express one and reads its schedule', async () => {
      const { page } = session();
      await openPage(page, '/credits');
      const cards = page.getByTestId('financing-card');
      await cards.nth(1).waitFor();
      expect(await cards.count()).toBe(2);
      const express = cards.filter({ has: page.getByTestId('financing-unpaid') });
      expect(await express.count()).toBe(1);
      await saveScreenshotFromTop(page, shot('list'));

      await openPage(page, '/credits/credits-list');
      await page.getByTestId('financing-row').nth(1).waitFor();

      await openPage(page, '/credits');
      await page.getByTestId('financing-unpaid').waitFor();
      await express.click();
      await page.waitForURL(/credit-details\?loan=/);
      const table = page.getByTestId('schedule-table');
      await table.waitFor();
      expect(await table.locator('tbody tr').count()).toBe(24);
      expect(await table.locator('tr[data-state="UNPAID"]').count()).toBe(1);
      expect(await table.locator('tr[data-state="PAID"]').count()).toBeGreaterThanOrEqual(4);
      expect(await table.locator('tr[data-state="UPCOMING"]').count()).toBeGreaterThanOrEqual(18);
      await page.getByTestId('principal-profit-chart').waitFor();
      await saveScreenshotFromTop(page, shot('details'));
      // The schedule as a PDF, saved under its name.
      const download = page.waitForEvent('download');
      await page.getByTestId('schedule-pdf').click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('echeancier-MRB-EXP-0067740.pdf');
      expect(await readDownloadStart(file)).toBe('%PDF-');

      await page.getByTestId('color-scheme-toggle').first().click();
      await waitForHtmlAttribute(page, 'data-mantine-color-scheme', 'dark');
      await saveScreenshotFromTop(page, shot('details-dark'));
      await page.getByTestId('color-scheme-toggle').first().click();
      await waitForHtmlAttribute(page, 'data-mantine-color-scheme', 'light');
    });

    // The phone journey runs last: it repays the express financing, which the desktop one still shows unpaid.
    if (viewport === 'mobile') {
      it('repays the express financing early, after the quote and the code', async () => {
        const { page } = session();
        await page.getByTestId('early-quote').click();
        await page.getByTestId('early-confirm').click();
        await answerOtp(page, 'leila');
        await page.getByTestId('early-repaid').waitFor();
        await page.waitForFunction(
          () =>
            document.querySelectorAll('[data-testid="schedule-table"] tr[data-state="UPCOMING"]').length ===
              0 &&
            document.querySelectorAll('[data-testid="schedule-table"] tr[data-state="UNPAID"]').length === 0,
        );
        await saveScreenshotFromTop(page, shot('repaid'));
      });
    }
  });
}

/** The bank's back office, standing in: completes one of the bank's tasks on a request now. */
async function completeBankTask(processId: string, task: 'REVIEW' | 'DISBURSE', outcome: string) {
  const answer = await callGateway('dev/processes/complete-bank-task', {
    body: { processId, task, outcome },
  });
  expect(answer.header.statusCode).toBe('000');
}

/** The pay slip Amina joins to her request: a small real PDF. */
const PAY_SLIP = {
  name: 'bulletin-de-paie.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
};

for (const [viewport, language] of [
  ['desktop', 'fr'],
  ['mobile', 'ar'],
] as const) {
  describe(`financing request (${viewport}, ${language})`, () => {
    const session = useSession('amina', viewport, language);
    const shot = (name: string) => `${viewport}-${language}-financing-request-${name}`;

    it('asks for the simulated financing, signs the offer with the code, and finds it paid out with its schedule', async () => {
      const { page } = session();
      // From the simulator's result: the request opens with the simulated product, amount and term.
      await openPage(page, '/credits/simulator');
      await page.getByTestId('ask-financing').click();
      await page.getByTestId('request-form').waitFor();
      const amount = await page.getByTestId('request-amount').inputValue();
      const months = Number(await page.getByTestId('request-months').inputValue());
      expect(Number(amount)).toBeGreaterThan(0);
      expect(months).toBeGreaterThan(0);
      await choose(page, 'request-account');
      await page.getByTestId('request-income').fill('2850');
      await page.getByTestId('request-employer').fill('Tunisie Telecom');
      // Without the income proof the product requires, the form says so under its field.
      await page.getByTestId('request-submit').click();
      await page.locator('[data-testid="request-required-document"][aria-invalid="true"]').waitFor();
      // The first file field is the income proof the retail products require.
      await page.locator('input[type="file"]').first().setInputFiles(PAY_SLIP);
      await page.getByText(PAY_SLIP.name, { exact: false }).waitFor();
      await saveScreenshotFromTop(page, shot('form'));
      await page.getByTestId('request-submit').click();
      await page.waitForURL(/credit-process\/task\?process=/);
      await page.getByTestId('waits-on-bank').waitFor();
      // The pay slip is listed with the request, and comes back as it was sent.
      const joined = page.getByTestId('request-document');
      await joined.filter({ hasText: PAY_SLIP.name }).waitFor();
      expect(await joined.count()).toBe(1);
      const payslipDownload = page.waitForEvent('download');
      await joined.getByRole('button').click();
      const payslip = await payslipDownload;
      expect(payslip.suggestedFilename()).toBe(PAY_SLIP.name);
      expect(await readDownloadStart(payslip)).toBe('%PDF-');
      const processId = new URL(page.url().replace('#', '')).searchParams.get('process') ?? '';
      expect(processId).toMatch(/^[0-9a-f-]{36}$/);
      // Spec §2's business-process task page opens the same request; the rest goes on there.
      await openPage(page, `/business-process-store/task?process=${processId}`);
      await page.getByTestId('waits-on-bank').waitFor();

      // The page looks again while the bank has the next step: the offer shows by itself.
      await completeBankTask(processId, 'REVIEW', 'APPROVE');
      await page.getByTestId('sign-offer').click();
      await answerOtp(page, 'amina');
      await page.locator('[data-testid="process-state"][data-state="SIGNED"]').waitFor();
      await saveScreenshotFromTop(page, shot('signed'));
      // The contract as signed, sealed by the bank.
      const download = page.waitForEvent('download');
      await page.getByTestId('signed-contract').click();
      expect(await readDownloadStart(await download)).toBe('%PDF-');

      await completeBankTask(processId, 'DISBURSE', 'DISBURSE');
      await page.getByTestId('open-financing').click();
      await page.waitForURL(/credit-details\?loan=/);
      const table = page.getByTestId('schedule-table');
      await table.waitFor();
      expect(await table.locator('tbody tr').count()).toBe(months);
      expect(await table.locator('tr[data-state="UPCOMING"]').count()).toBe(months);
    });
  });
}
