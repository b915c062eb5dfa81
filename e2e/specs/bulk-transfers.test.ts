/**
 * Bulk transfers as amina uses them: she imports a CSV file of three payees, the table flags the
 * line with a wrong RIB and will not go on until she corrects it, one code from the outbox confirms
 * the batch, and the detail page shows each row's own status as the bulk job books them. In French
 * on a phone (stacked cards) and in Arabic on a desktop (the table).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { saveScreenshot, type ViewportName } from '../support/browser.ts';
import { waitForMainContent } from '../support/page-waits.ts';
import { readCode, SEEDED_PHONES } from '../support/sign-in.ts';
import { openSession, type Session, useBrowser } from '../support/signed-in-session.ts';

const baseUrl = inject('baseUrl');
const getBrowser = useBrowser();

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

function signIn(viewport: ViewportName, language: 'fr' | 'ar'): Promise<Session> {
  const browser = getBrowser();
  if (!browser) {
    throw new Error('no browser');
  }
  return openSession(browser, baseUrl, 'amina', viewport, language);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}/#${path}`);
  await waitForMainContent(page);
}

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
    let session: Session | undefined;
    let detailPath = '';
    const shot = async (page: Page, name: string) => {
      // From the top: a full-page capture of a scrolled page draws the sticky header mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, `${viewport}-${language}-bulk-${name}`);
    };

    beforeAll(async () => {
      if (getBrowser()) {
        session = await signIn(viewport, language);
      }
    });

    afterAll(async () => {
      expect(session?.problems ?? []).toEqual([]);
      await session?.context.close();
    });

    it('imports a CSV file and refuses to go on while a line is invalid', async ({ skip }) => {
      if (!session) {
        return skip();
      }
      const { page } = session;
      await open(page, '/transfers/add-multiple');
      await page.getByTestId('account-picker').waitFor();
      await shot(page, 'empty');

      await page.getByTestId('csv-input').setInputFiles(writeCsv());
      await page.getByTestId('csv-report').waitFor();
      expect(await page.locator('[data-testid^="row-"][data-state]').count()).toBe(3);
      // The third line of data is line 4 of the file, flagged in the report and in the table.
      const report = (await page.getByTestId('csv-row-errors').textContent()) ?? '';
      expect(report).toContain('4');
      expect(await page.getByTestId('row-3').getAttribute('data-state')).toBe('invalid');
      expect(await page.getByTestId(viewport === 'mobile' ? 'payee-cards' : 'payee-table').count()).toBe(1);
      await shot(page, 'imported');

      await page.getByTestId('batch-continue').click();
      await page.getByTestId('batch-blockers').waitFor();
      await shot(page, 'blocked');
    });

    it('saves the corrected line, then confirms the batch with one code', async ({ skip }) => {
      if (!session) {
        return skip();
      }
      const { page } = session;
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
      await shot(page, 'review');
      await page.getByTestId('otp-input').fill(await readCode(baseUrl, SEEDED_PHONES.amina ?? ''));
      await page.getByTestId('challenge-submit').click();

      await page.getByTestId('batch-submitted').waitFor();
      expect((await page.getByTestId('batch-reference').textContent()) ?? '').toMatch(/^VM\d{6}/);
      await shot(page, 'submitted');
      await page.getByTestId('batch-follow').click();
      await page.waitForURL(/multiple-detail\?id=/);
      detailPath = new URL(page.url()).hash.slice(1);
    });

    it('shows each row’s own status once the bulk job has booked them', async ({ skip }) => {
      if (!session || !detailPath) {
        return skip();
      }
      const { page } = session;
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
      await shot(page, 'detail');

      await open(page, '/transfers/multiple-list');
      await page.getByTestId('batch-card').first().waitFor();
      await shot(page, 'list');
    });
  });
}
