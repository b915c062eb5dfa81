/**
 * Beneficiaries as amina uses them: the list by kind, the kind to add (international closed while
 * the bank keeps it off), a national payee refused then added with the code from the outbox, found
 * by its nickname, renamed, and another payee removed after a confirmation. In French on a 360 px
 * phone and in Arabic on a desktop; a company viewer sees the payees without any way to change them.
 */
import { readFileSync } from 'node:fs';
import { buildRib } from '@baraka/domain/rib/iban';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../support/browser.ts';
import { openPage } from '../support/page-waits.ts';
import { saveScreenshotFromTop } from '../support/screenshots.ts';
import { answerOtp } from '../support/sign-in.ts';
import { openSession, useSession } from '../support/signed-in-session.ts';

type Texts = { [key: string]: string | Texts };

/** The product's own texts, so a reworded message does not break the test. */
function readTexts(language: Language, namespace: string): Texts {
  const file = new URL(`../../apps/web/src/locales/${language}/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Texts;
}

function text(texts: Texts, path: string): string {
  const found = path
    .split('.')
    .reduce<string | Texts | undefined>(
      (node, key) => (typeof node === 'object' ? node[key] : undefined),
      texts,
    );
  if (typeof found !== 'string') {
    throw new Error(`no text ${path}`);
  }
  return found;
}

/** Opens a page once its own calls are done, so what it shows is what the bank has. */
async function open(page: Page, path: string): Promise<void> {
  await openPage(page, path);
  await page.waitForLoadState('networkidle');
}

const errorOf = (page: Page, field: string) =>
  page
    .locator('.mantine-InputWrapper-root', { has: page.getByTestId(`field-${field}`) })
    .locator('.mantine-InputWrapper-error');

const cardOf = (page: Page, name: string) => page.getByTestId('beneficiary-card').filter({ hasText: name });

/** Amina's seeded national payee Sami Ben Salah (BIAT): adding it again is refused. */
const SAMI_RIB = buildRib('08', '006', '0123456789012');
/** Mehdi Jaziri's account at Al Baraka: added, then removed, in each run. */
const MEHDI_RIB = '32004007890123456771';

const RUNS = [
  {
    viewport: 'mobile',
    language: 'fr',
    payee: { firstName: 'Walid', lastName: 'Chebbi', nickName: 'Garage', newNickName: 'Mécanicien' },
    rib: buildRib('05', '010', '0102030405060'),
    bankName: 'Banque de Tunisie',
  },
  {
    viewport: 'desktop',
    language: 'ar',
    payee: { firstName: 'Salma', lastName: 'Haddad', nickName: 'Salon', newNickName: 'Coiffeuse' },
    rib: buildRib('11', '200', '0000111122223'),
    bankName: "Union Bancaire pour le Commerce et l'Industrie",
  },
] as const;

for (const run of RUNS) {
  const { viewport, language, payee } = run;
  describe(`beneficiaries (${viewport}, ${language})`, () => {
    const session = useSession('amina', viewport, language);
    const shot = (name: string) => `${viewport}-${language}-beneficiaries-${name}`;
    const texts = readTexts(language, 'beneficiaries');
    const errors = readTexts(language, 'errors');
    const fullName = `${payee.firstName} ${payee.lastName}`;

    it('lists her payees by kind, each with its bank and masked account', async () => {
      const { page } = session();
      await open(page, '/beneficiaries');
      await page.getByTestId('beneficiary-card').first().waitFor();
      // Within bank first, then national; no international payee and none to add while it is closed.
      const groups = await page
        .locator('[data-testid^="group-"]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid')));
      expect(groups.slice(0, 2)).toEqual(['group-WITHINBANK', 'group-LOCAL']);
      expect(groups).not.toContain('group-INTERNATIONAL');
      const sami = cardOf(page, 'Sami Ben Salah');
      expect(await sami.getByTestId('beneficiary-account').textContent()).toMatch(/^08 006 •••• 9012 \d{2}$/);
      expect(await sami.textContent()).toContain('Banque Internationale Arabe de Tunisie');
      expect(await sami.getByTestId('send-money').getAttribute('href')).toMatch(
        /#\/transfers\/transfer-type\/add-local\?beneficiaryId=[\w-]+$/,
      );
      expect(await cardOf(page, 'Youssef Trabelsi').getByTestId('send-money').getAttribute('href')).toMatch(
        /transfer-type\/within-bank\?beneficiaryId=/,
      );
      await saveScreenshotFromTop(page, shot('list'));
    });

    it('offers within bank and national, and says why international is closed', async () => {
      const { page } = session();
      await open(page, '/beneficiaries');
      await page.getByTestId('add-beneficiary').click();
      await page.waitForURL(/#\/beneficiaries\/benef-type$/);
      await page.getByTestId('type-LOCAL').waitFor();
      expect(await page.getByTestId('type-INTERNATIONAL').getAttribute('aria-disabled')).toBe('true');
      expect(await page.getByTestId('type-INTERNATIONAL-reason').textContent()).toBe(
        text(texts, 'chooseType.internationalOff'),
      );
      await saveScreenshotFromTop(page, shot('type'));
      await page.getByTestId('type-LOCAL').click();
      await page.waitForURL(/#\/beneficiaries\/add-national-benef$/);
      await page.getByTestId('field-rib').waitFor();
    });

    it('refuses wrong details with clear messages, then adds the payee with the code', async () => {
      const { page } = session();
      await open(page, '/beneficiaries/add-national-benef');
      // An Al Baraka RIB is not a national payee, and names hold no digits.
      await page.getByTestId('field-rib').fill(MEHDI_RIB);
      await page.getByTestId('field-firstName').fill('W4lid');
      await page.getByTestId('submit-beneficiary').click();
      await errorOf(page, 'rib').waitFor();
      expect(await errorOf(page, 'rib').textContent()).toBe(text(errors, 'form.ribOwnBank'));
      expect(await errorOf(page, 'firstName').textContent()).toBe(
        text(errors, 'form.numberAndSpecialCharactersValidation'),
      );
      expect(await errorOf(page, 'lastName').textContent()).toBe(text(errors, 'form.required'));
      await saveScreenshotFromTop(page, shot('form-errors'));

      // A payee she already has is refused by the bank before any code is sent.
      await page.getByTestId('field-rib').fill(SAMI_RIB);
      await page.getByTestId('field-firstName').fill(payee.firstName);
      await page.getByTestId('field-lastName').fill(payee.lastName);
      await page.getByTestId('field-nickName').fill(payee.nickName);
      await page.getByTestId('submit-beneficiary').click();
      await errorOf(page, 'rib').waitFor();
      expect(await errorOf(page, 'rib').textContent()).toBe(text(texts, 'errors.duplicate'));

      await page.getByTestId('field-rib').fill(run.rib);
      expect(await page.getByTestId('rib-bank').textContent()).toBe(run.bankName);
      await page.getByTestId('submit-beneficiary').click();
      await page.getByTestId('payee-summary').waitFor();
      expect(await page.getByTestId('payee-summary').textContent()).toContain(fullName);
      await saveScreenshotFromTop(page, shot('code'));
      await answerOtp(page, 'amina');
      await page.getByTestId('beneficiary-saved').waitFor();
      await saveScreenshotFromTop(page, shot('added'));

      await page.getByTestId('back-to-list').click();
      await page.waitForURL(/#\/beneficiaries$/);
      await page.getByTestId('beneficiary-search').fill(payee.nickName.toLowerCase());
      await cardOf(page, fullName).waitFor();
      expect(await page.getByTestId('beneficiary-card').count()).toBe(1);
      await saveScreenshotFromTop(page, shot('search'));
    });

    it('renames the new payee', async () => {
      const { page } = session();
      await open(page, '/beneficiaries');
      await cardOf(page, fullName).getByTestId('edit-beneficiary').click();
      await page.waitForURL(/#\/beneficiaries\/edit-national-benef\?id=/);
      await page.getByTestId('field-nickName').waitFor();
      expect(await page.getByTestId('field-lastName').inputValue()).toBe(payee.lastName);
      expect((await page.getByTestId('field-rib').inputValue()).replace(/\s/g, '')).toBe(run.rib);
      await saveScreenshotFromTop(page, shot('edit'));
      // A new nickname needs no code.
      await page.getByTestId('field-nickName').fill(payee.newNickName);
      await page.getByTestId('submit-beneficiary').click();
      await page.waitForURL(/#\/beneficiaries$/);
      await cardOf(page, fullName)
        .getByTestId('beneficiary-nickname')
        .filter({ hasText: payee.newNickName })
        .waitFor();
    });

    it('removes another payee once asked for confirmation', async () => {
      const { page } = session();
      // Mehdi joins her Al Baraka payees...
      await open(page, '/beneficiaries/add-wb-benef');
      await page.getByTestId('field-rib').fill(MEHDI_RIB);
      await page.getByTestId('field-firstName').fill('Mehdi');
      await page.getByTestId('field-lastName').fill('Jaziri');
      await page.getByTestId('submit-beneficiary').click();
      await answerOtp(page, 'amina');
      await page.getByTestId('beneficiary-saved').waitFor();
      await open(page, '/beneficiaries');
      const mehdi = cardOf(page, 'Mehdi Jaziri');
      await mehdi.waitFor();

      // ...and leaves them: cancelling keeps him, confirming removes him.
      await mehdi.getByTestId('delete-beneficiary').click();
      await page.getByTestId('confirm-delete').waitFor();
      await saveScreenshotFromTop(page, shot('delete'), { fullPage: false });
      await page.getByRole('button', { name: text(texts, 'delete.cancel') }).click();
      await page.getByTestId('confirm-delete').waitFor({ state: 'detached' });
      expect(await mehdi.count()).toBe(1);
      await mehdi.getByTestId('delete-beneficiary').click();
      await page.getByTestId('confirm-delete').click();
      await mehdi.waitFor({ state: 'detached' });
      await cardOf(page, fullName).waitFor();
      await saveScreenshotFromTop(page, shot('after-delete'));
    });
  });
}

describe('beneficiaries of a company viewer', () => {
  it('shows the payees without adding, editing or deleting', async () => {
    const session = await openSession('nour.viewer', 'mobile', 'fr');
    const { page } = session;
    await open(page, '/beneficiaries');
    await page.getByTestId('beneficiary-card').first().waitFor();
    expect(await page.getByTestId('beneficiary-card').count()).toBe(4);
    for (const testId of ['add-beneficiary', 'edit-beneficiary', 'delete-beneficiary']) {
      expect(await page.getByTestId(testId).count(), testId).toBe(0);
    }
    // The form itself says so to whoever opens it by its address.
    await open(page, '/beneficiaries/add-national-benef');
    await page.getByTestId('form-unavailable').waitFor();
    expect(await page.getByTestId('field-rib').count()).toBe(0);
    expect(session.problems).toEqual([]);
    await session.context.close();
  });
});
