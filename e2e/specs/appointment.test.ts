import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { openPublicVisit, type VisitLanguage } from '../support/public-visit.ts';

const baseUrl = inject('baseUrl');
let browser: Browser | undefined;

beforeAll(async () => {
  const launched = await launchBrowser();
  browser = typeof launched === 'string' ? undefined : launched;
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a Mantine select by its input and picks the option with this text (or the first one). */
async function choose(page: Page, testId: string, optionText?: string) {
  await page.getByTestId(testId).click();
  const options = page.getByRole('option');
  const option = optionText ? options.filter({ hasText: optionText }).first() : options.first();
  await option.click();
}

/** Ticks the captcha and waits until the proof of work is done in the worker. */
async function solveCaptcha(page: Page) {
  // The checkbox's tick icon lies over it: a visitor clicks its label.
  await page.locator('altcha-widget label').first().click();
  await page.waitForFunction(
    () =>
      (document.querySelector('altcha-widget') as { getState?: () => string } | null)?.getState?.() ===
      'verified',
    null,
    {
      timeout: 30_000,
    },
  );
}

type Result<T> = { body: { result: T } };

async function callGateway<T>(path: string, body?: object): Promise<T> {
  const response = await fetch(`${baseUrl}/gateway/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return ((await response.json()) as Result<T>).body.result;
}

/** Books a slot as another visitor would (captcha solved here), to fill it before the page opens. */
async function bookElsewhere(branchId: string, desiredDate: string, desiredTime: string) {
  const challenge =
    await callGateway<Parameters<typeof solveChallenge>[0]['challenge']>('api/captcha/challenge');
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const receipt = await callGateway<{ reference?: string }>('api/appointment/add', {
    name: 'Autre Visiteur',
    phone: '22334455',
    email: 'autre@example.tn',
    branchId,
    subject: 'CARDS',
    desiredDate,
    desiredTime,
    captcha,
  });
  expect(receipt.reference).toMatch(/^RDV-/);
}

describe('appointment request', () => {
  it('a visitor books an appointment in Arabic on a phone and sees the reference', async ({ skip }) => {
    if (!browser) {
      skip();
      return;
    }
    const visit = await openPublicVisit(browser, baseUrl, 'mobile', 'ar');
    const { page } = visit;
    await visit.open('/appointment/request');
    await page.getByRole('heading', { name: 'حجز موعد' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByLabel('الاسم واللقب').fill('سلمى بن علي');
    await page.getByLabel('الهاتف').first().fill('20123456');
    await page.getByLabel('البريد الإلكتروني').fill('salma@example.tn');
    await choose(page, 'appointment-branch');
    await choose(page, 'appointment-subject', 'تمويل');
    // The first bookable day and 08:30 are already chosen.
    expect(await page.getByTestId('appointment-time').inputValue()).toBe('08:30');
    expect(await page.getByTestId('appointment-date').textContent()).toMatch(/\d/);
    await solveCaptcha(page);
    await saveScreenshot(page, 'public-mobile-ar-appointment-form');
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    await page.waitForURL(/request-success/);
    const reference = page.getByTestId('appointment-reference');
    await reference.waitFor();
    expect(await reference.textContent()).toMatch(/^RDV-20\d{2}-\d{6}$/);
    await page.getByText('salma@example.tn', { exact: false }).waitFor();
    await saveScreenshot(page, 'public-mobile-ar-appointment-success');
    expect(visit.problems).toEqual([]);
    await visit.context.close();
  });

  it('answers empty fields in French, refuses a missing captcha, then books on a desktop', async ({
    skip,
  }) => {
    if (!browser) {
      skip();
      return;
    }
    const visit = await openPublicVisit(browser, baseUrl, 'desktop', 'fr');
    const { page } = visit;
    await visit.open('/appointment/request');
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await page.getByText('Ce champ est obligatoire.').first().waitFor();
    expect(await page.getByText('Ce champ est obligatoire.').count()).toBeGreaterThanOrEqual(4);
    await page.getByText("Veuillez confirmer que vous n'êtes pas un robot.").waitFor();
    await page.getByLabel('Nom et prénom').fill('Salma 2');
    await page.getByLabel('Téléphone').first().fill('123');
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await page
      .getByText('Le numéro de téléphone', { exact: false })
      .or(page.getByText('chiffres'))
      .first()
      .waitFor();
    await saveScreenshot(page, 'public-desktop-fr-appointment-errors');

    await page.getByLabel('Nom et prénom').fill('Salma Ben Ali');
    await page.getByLabel('Téléphone').first().fill('20123456');
    await page.getByLabel('E-mail').fill('salma@example.tn');
    await choose(page, 'appointment-branch');
    await choose(page, 'appointment-subject', 'Cartes');
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await page.getByTestId('appointment-reference').waitFor();
    await saveScreenshot(page, 'public-desktop-fr-appointment-success');
    expect(visit.problems).toEqual([]);
    await visit.context.close();
  });

  for (const [viewport, language, time] of [
    ['desktop', 'ar', '09:00'],
    ['mobile', 'fr', '09:30'],
  ] as const) {
    it(`shows a slot filled by others as full and not choosable (${viewport}, ${language})`, async ({
      skip,
    }) => {
      if (!browser) {
        skip();
        return;
      }
      const branches =
        await callGateway<{ branchID: string; branchType: string; status: string }[]>('api/form/bank/branch');
      const agency = branches.find((branch) => branch.branchType === 'AGENCY' && branch.status === 'OPENED');
      const definition = await callGateway<{ firstDate: string }>('appointment');
      expect(agency).toBeDefined();
      await bookElsewhere(agency?.branchID ?? '', definition.firstDate, time);
      await bookElsewhere(agency?.branchID ?? '', definition.firstDate, time);

      const visit = await openPublicVisit(browser, baseUrl, viewport, language as VisitLanguage);
      const { page } = visit;
      await visit.open('/appointment/request');
      await choose(page, 'appointment-branch');
      await page.getByTestId('appointment-time').click();
      const full = page.getByRole('option').filter({ hasText: time });
      await full.filter({ hasText: language === 'fr' ? 'complet' : 'مكتمل' }).waitFor();
      expect(await full.getAttribute('aria-disabled')).toBe('true');
      expect(await page.getByRole('option', { name: '10:00' }).getAttribute('aria-disabled')).not.toBe(
        'true',
      );
      await saveScreenshot(page, `public-${viewport}-${language}-appointment-slots`, { fullPage: false });
      expect(visit.problems).toEqual([]);
      await visit.context.close();
    });
  }
});
