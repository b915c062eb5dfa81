import { describe, expect, it } from 'vitest';
import { choose, solveCaptcha } from '../support/form-controls.ts';
import { callGateway, solveCaptchaOverHttp } from '../support/gateway.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { openVisitor } from '../support/visitor.ts';

/** Books a slot as another visitor would (captcha solved here), to fill it before the page opens. */
async function bookElsewhere(branchId: string, desiredDate: string, desiredTime: string) {
  const receipt = await callGateway<{ reference?: string }>('api/appointment/add', {
    body: {
      name: 'Autre Visiteur',
      phone: '22334455',
      email: 'autre@example.tn',
      branchId,
      subject: 'CARDS',
      desiredDate,
      desiredTime,
      captcha: await solveCaptchaOverHttp(),
    },
  });
  expect(receipt.body.result.reference).toMatch(/^RDV-/);
}

describe('appointment request', () => {
  it('a visitor books an appointment in Arabic on a phone and sees the reference', async () => {
    const visit = await openVisitor('mobile', 'ar');
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
    await visit.close();
  });

  it('answers empty fields in French, refuses a missing captcha, then books on a desktop', async () => {
    const visit = await openVisitor('desktop', 'fr');
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
    await visit.close();
  });

  for (const [viewport, language, time] of [
    ['desktop', 'ar', '09:00'],
    ['mobile', 'fr', '09:30'],
  ] as const) {
    it(`shows a slot filled by others as full and not choosable (${viewport}, ${language})`, async () => {
      const branches = (
        await callGateway<{ branchID: string; branchType: string; status: string }[]>('api/form/bank/branch')
      ).body.result;
      const agency = branches.find((branch) => branch.branchType === 'AGENCY' && branch.status === 'OPENED');
      const definition = (await callGateway<{ firstDate: string }>('appointment')).body.result;
      expect(agency).toBeDefined();
      await bookElsewhere(agency?.branchID ?? '', definition.firstDate, time);
      await bookElsewhere(agency?.branchID ?? '', definition.firstDate, time);

      const visit = await openVisitor(viewport, language);
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
      await visit.close();
    });
  }
});
