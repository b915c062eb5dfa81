/** Online registration in the browser (spec §2 register path), an individual in French and a company in Arabic. */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { readCode } from '../support/gateway.ts';
import { waitForMainContent } from '../support/page-waits.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { openProviderPage, submitCredentials } from '../support/sign-in.ts';
import { openVisitor } from '../support/visitor.ts';

const baseUrl = inject('baseUrl');

type Customer = { cin: string; phone: string; birth: string; rib: string; username: string };

const MEHDI: Customer = {
  cin: '07654321',
  phone: '21987654',
  birth: '1992-06-15',
  rib: '32004007890123456771',
  username: 'mehdi.j',
};
const ZITOUNA: Customer = {
  cin: '04321098',
  phone: '26543210',
  birth: '1975-09-09',
  rib: '32009009012345678960',
  username: 'zitouna',
};
const PASSWORD = 'Sidi#Bousaid2030';

async function fillIdentity(page: Page, customer: Customer): Promise<void> {
  await page.getByTestId('register-cin').fill(customer.cin);
  await page.getByTestId('register-phone').fill(customer.phone);
  await page.getByTestId('register-birth').fill(customer.birth);
  await page.getByTestId('register-rib').fill(customer.rib);
}

describe('registration', () => {
  it('checks the identity in the form before asking the bank', async () => {
    const { page, context } = await openVisitor('desktop', 'fr');
    await page.goto(`${baseUrl}/#/auth/register`);
    await fillIdentity(page, { ...MEHDI, cin: '0765', birth: '2015-01-01', rib: '32004007890123456772' });
    await page.getByTestId('register-submit').click();
    await page.getByText('Le numéro de CIN doit comporter 8 chiffres.').waitFor();
    await page.getByText('Vous devez avoir au moins 18 ans.').waitFor();
    await page.getByText('Le RIB doit comporter 20 chiffres valides.').waitFor();
    await saveScreenshot(page, 'desktop-fr-register-errors');
    await context.close();
  });

  for (const [viewport, language, customer, packLabel] of [
    ['desktop', 'fr', MEHDI, 'Basic Plus'],
    ['mobile', 'ar', ZITOUNA, 'Basic Plus للمؤسسات'],
  ] as const) {
    it(`goes from the login page to a new access, then signs in (${viewport}, ${language})`, async () => {
      const { page, context } = await openVisitor(viewport, language);
      await page.goto(`${baseUrl}/?lang=${language}#/auth/login`);
      await page.getByTestId('register-link').click();
      await page.waitForURL(/#\/auth\/register$/);
      await fillIdentity(page, customer);
      await waitForMainContent(page);
      await saveScreenshot(page, `${viewport}-${language}-register`);
      await page.getByTestId('register-submit').click();

      await page.waitForURL(/#\/auth\/number-validation$/);
      await page.getByTestId('otp-input').fill(await readCode(customer.phone));
      await page.getByTestId('challenge-submit').click();

      await page.waitForURL(/#\/auth\/chose-pack$/);
      await page.getByTestId('pack-BASIC_PLUS').waitFor();
      expect(await page.getByTestId('pack-BASIC_PLUS').textContent()).toContain(packLabel);
      await saveScreenshot(page, `${viewport}-${language}-chose-pack`);
      await page.getByTestId('pack-continue').click();

      await page.waitForURL(/#\/auth\/confirm-password$/);
      await page.getByTestId('register-username').fill(customer.username);
      await page.getByTestId('new-password').fill(PASSWORD);
      await page.getByTestId('confirm-password').fill(PASSWORD);
      await page.getByTestId('register-create').click();
      await page.waitForURL(/#\/auth\/welcome-to-albaraka$/);
      expect(await page.getByTestId('welcome-username').textContent()).toContain(customer.username);
      await saveScreenshot(page, `${viewport}-${language}-welcome`);

      // The first sign-in from this device asks for the terms (no second code: the phone was checked).
      await openProviderPage(page, language);
      await submitCredentials(page, customer.username, PASSWORD);
      await page.getByTestId('challenge-TERM_COND').waitFor({ state: 'visible' });
      await context.close();
    });
  }
});
