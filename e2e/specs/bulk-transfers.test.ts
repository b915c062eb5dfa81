/**
 * Bulk transfers as amina uses them: she imports a CSV file of three payees, the table flags the
 * line with a wrong RIB and will not go on until she corrects it, one code from the outbox confirms
 * the batch, and the detail page shows each row's own status as the bulk job books them. In French
 * on a phone (stacked cards) and in Arabic on a desktop (the table).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/page-waits.ts';
import { saveScreenshotFromTop } from '../support/screenshots.ts';
import { answerOtp } from '../support/sign-in.ts';
import { useSession } from '../support/signed-in-session.ts';

/** Youssef (this bank), Sami (BIAT), and Leila's RIB typed with a wrong key. */
const YOUSSEF_RIB = '32002002345678901230';
const SAMI_RIB = '08006012345678901231';
const LEILA_RIB = '32005003456789012350';
const LEILA_WRONG_RIB = '32005003456789012399';
const CSV = [
  'rib;nom;montant;motif',
  `${YOUSSEF_RIB};Youssef Trabelsi;42,500;Loyer decembre`,
  `${SAMI_RIB};Sami Ben Salah;30;Remboursement`,
  `${LEILA_WRONG_RIB};Leila Gharbi;15,250;Cadeau`,
].join('\r\n');

function writeCsv(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'baraka-bulk-')), 'virements.csv');
  writeFileSync(path, `\uFEFF${CSV}\r\n`);
  return path;
}

for (const [viewport, language] of [
  ['mobile', 'fr'],
  ['desktop', 'ar'],
] as const) {
  describe(`bulk transfers (${viewport}, ${language})`, () => {
    const session = useSession('amina', viewport, language);
    let detailPath = '';
    const shot = (name: string) => `${viewport}-${language}-bulk-${name}`;

    it('imports a CSV file and refuses to go on while a line is invalid', async () => {
      const { page } = session();
      await openPage(page, '/transfers/add-multiple');
      await page.getByTestId('account-picker').waitFor();
      await saveScreenshotFromTop(page, shot('empty'));

      await page.getByTestId('csv-input').setInputFiles(writeCsv());
      await page.getByTestId('csv-report').waitFor();
      expect(await page.locator('[data-testid^="row-"][data-state]').count()).toBe(3);
      // The third line of data is line 4 of the file, flagged in the report and in the table.
      const report = (await page.getByTestId('csv-row-errors').textContent()) ?? '';
      expect(report).toContain('4');
      expect(await page.getByTestId('row-3').getAttribute('data-state')).toBe('invalid');
      expect(await page.getByTestId(viewport === 'mobile' ? 'payee-cards' : 'payee-table').count()).toBe(1);
      await saveScreenshotFromTop(page, shot('imported'));

      await page.getByTestId('batch-continue').click();
      await page.getByTestId('batch-blockers').waitFor();
      await saveScreenshotFromTop(page, shot('blocked'));
    });

    it('saves the corrected line, then confirms the batch with one code', async () => {
      const { page } = session();
      await page.getByTestId('row-3-edit').click();
      await page.getByTestId('row-3-rib').fill(LEILA_RIB);
      // Unsaved: still blocked.
      await page.getByTestId('batch-continue').click();
      await page.getByTestId('batch-blockers').waitFor();
      expect(await page.getByTestId('row-3').getAttribute('data-state')).toBe('editing');
      await page.getByTestId('row-3-save').click();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="row-3"]')?.getAttribute('data-state') === 'saved',
      );
      await page.getByTestId('batch-blockers').waitFor({ state: 'detached' });
      expect((await page.getByTestId('batch-count').textContent()) ?? '').toMatch(/3/);

      await page.getByTestId('batch-continue').click();
      await page.getByTestId('batch-review').waitFor();
      await page.getByTestId('otp-input').waitFor({ state: 'visible' });
      await saveScreenshotFromTop(page, shot('review'));
      await answerOtp(page, 'amina');

      await page.getByTestId('batch-submitted').waitFor();
      expect((await page.getByTestId('batch-reference').textContent()) ?? '').toMatch(/^VM\d{6}/);
      await saveScreenshotFromTop(page, shot('submitted'));
      await page.getByTestId('batch-follow').click();
      await page.waitForURL(/multiple-detail\?id=/);
      detailPath = new URL(page.url()).hash.slice(1);
    });

    it('shows each row’s own status once the bulk job has booked them', async ({ skip }) => {
      if (!detailPath) {
        return skip();
      }
      const { page } = session();
      // Within the bank: executed at once; the other bank: on its way through the clearing.
      await page.waitForFunction(
        () =>
          document.querySelectorAll('[data-testid="batch-row"] [data-status="PENDING"]').length === 0 &&
          document.querySelectorAll('[data-testid="batch-row"] [data-status]').length === 3,
        null,
        { timeout: 30_000 },
      );
      const statuses = await page
        .locator('[data-testid="batch-row"] [data-status]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-status')));
      expect(statuses[0]).toBe('COMPLETED');
      expect(statuses[2]).toBe('COMPLETED');
      expect(['PROGRESS', 'COMPLETED']).toContain(statuses[1]);
      await saveScreenshotFromTop(page, shot('detail'));

      await openPage(page, '/transfers/multiple-list');
      await page.getByTestId('batch-card').first().waitFor();
      await saveScreenshotFromTop(page, shot('list'));
    });
  });
}
