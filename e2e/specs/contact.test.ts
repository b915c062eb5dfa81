import { buildSimulationRequestPath } from '@baraka/contracts/contact/simulation-request';
import { describe, expect, it } from 'vitest';
import { choose, solveCaptcha } from '../support/form-controls.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { openSession } from '../support/signed-in-session.ts';
import { openVisitor } from '../support/visitor.ts';

/** A small real PDF a visitor joins to the request. */
const PDF = {
  name: 'justificatif.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
};

describe('contact form', () => {
  it('a visitor sends the form in French with the captcha and a file, and sees the reference', async () => {
    const visit = await openVisitor('desktop', 'fr');
    const { page } = visit;
    await visit.open('/contact-us/request');
    await page.getByRole('heading', { name: 'Nous contacter', level: 1 }).waitFor();
    // The requirement appears only once a subject is chosen (spec §5).
    expect(await page.getByTestId('contact-requirement').count()).toBe(0);
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await page.getByText('Ce champ est obligatoire.').first().waitFor();
    expect(await page.getByText('Ce champ est obligatoire.').count()).toBeGreaterThanOrEqual(6);
    await page.getByText("Veuillez confirmer que vous n'êtes pas un robot.").waitFor();
    await page.getByTestId('contact-lastName').fill('Ben Ali 2');
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await page.getByText('Les chiffres et les caractères spéciaux ne sont pas autorisés.').waitFor();
    await saveScreenshot(page, 'public-desktop-fr-contact-errors', { fullPage: false });

    await page.getByTestId('contact-lastName').fill('Ben Ali');
    await page.getByTestId('contact-firstName').fill('Salma');
    await page.getByTestId('contact-email').fill('salma@example.tn');
    await page.getByTestId('contact-phone').fill('20123456');
    await page.getByTestId('contact-address').fill('12, rue du Lac Léman');
    await page.getByTestId('contact-city').fill('La Marsa');
    await choose(page, 'contact-subject', 'Cartes');
    await choose(page, 'contact-requirement', 'Plafonds');
    await choose(page, 'contact-branch');
    await page.getByTestId('contact-message').fill('Je souhaite relever le plafond de ma carte.');
    await page.getByText('43 / 255').waitFor();
    await page.locator('input[type="file"]').setInputFiles(PDF);
    await page.getByText('justificatif.pdf', { exact: false }).waitFor();
    await solveCaptcha(page);
    // A full-page capture resizes the viewport for a moment: the shell's media query can flip and
    // remount the page, emptying the form. Mid-form shots keep to the viewport.
    await saveScreenshot(page, 'public-desktop-fr-contact-form', { fullPage: false });
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await page.waitForURL(/request-success/);
    const reference = page.getByTestId('contact-reference');
    await reference.waitFor();
    expect(await reference.textContent()).toMatch(/^CTC-20\d{2}-\d{6}$/);
    await page.getByText('salma@example.tn', { exact: false }).waitFor();
    await page.getByText('justificatif.pdf', { exact: false }).waitFor();
    await saveScreenshot(page, 'public-desktop-fr-contact-success');
    expect(visit.problems).toEqual([]);
    await visit.close();
  });

  it('refuses a file whose content is not what its name says, before sending it (mobile, ar)', async () => {
    const visit = await openVisitor('mobile', 'ar');
    const { page } = visit;
    await visit.open('/contact-us/request');
    await page.getByRole('heading', { name: 'اتصل بنا', level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'facture.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00 not a pdf'),
    });
    await page.getByText('محتوى الملف لا يطابق نوعه', { exact: false }).waitFor();
    await choose(page, 'contact-subject');
    await page.getByTestId('contact-requirement').waitFor();
    await saveScreenshot(page, 'public-mobile-ar-contact-form');
    expect(visit.problems).toEqual([]);
    await visit.close();
  });

  for (const [viewport, language] of [
    ['mobile', 'fr'],
    ['desktop', 'ar'],
  ] as const) {
    it(`opens in simulator-request mode with the simulation shown and disabled (${viewport}, ${language})`, async () => {
      const visit = await openVisitor(viewport, language);
      const { page } = visit;
      const path = buildSimulationRequestPath({
        productId: 2,
        financingType: 'Dar albaraka',
        amount: 180000,
        duration: 20,
        durationUnit: 'YEARS',
        netSalary: 2450.5,
      });
      await visit.open(path);
      const simulation = page.getByTestId('contact-simulation');
      await simulation.waitFor();
      const inputs = simulation.locator('input');
      expect(await inputs.count()).toBe(3);
      for (const index of [0, 1, 2]) {
        expect(await inputs.nth(index).isDisabled()).toBe(true);
      }
      expect(await inputs.nth(0).inputValue()).toBe('Dar albaraka');
      expect(await inputs.nth(1).inputValue()).toMatch(/2[\s.\u202f]?450[,.]500/);
      expect(await inputs.nth(2).inputValue()).toBe(language === 'fr' ? '20 ans' : '20 سنة');
      // The financing subject and a new request are already chosen.
      expect(await page.getByTestId('contact-requirement').inputValue()).not.toBe('');
      await saveScreenshot(page, `public-${viewport}-${language}-contact-simulation`);
      expect(visit.problems).toEqual([]);
      await visit.close();
    });
  }

  it('a signed-in customer whose e-mail bounced writes without identity fields nor captcha (desktop, ar)', async () => {
    const { page, context, problems } = await openSession('youssef', 'desktop', 'ar');
    await page.evaluate(() => {
      window.location.hash = '/contact-us/request';
    });
    await page.getByTestId('contact-customer').waitFor();
    expect(await page.getByTestId('contact-lastName').count()).toBe(0);
    expect(await page.locator('altcha-widget').count()).toBe(0);
    // His agency is known: the branch is locked to it.
    expect(await page.getByTestId('contact-branch').isDisabled()).toBe(true);
    await page.getByTestId('contact-address').fill('4 نهج الهادي شاكر');
    await choose(page, 'contact-subject', 'البنك عن بعد');
    await choose(page, 'contact-requirement');
    await page.getByRole('button', { name: 'إرسال طلبي' }).click();
    // The stored e-mail is flagged invalid: a replacement is required.
    await page.getByText('هذا الحقل إلزامي', { exact: false }).waitFor();
    await page.getByTestId('contact-email').fill('youssef.new@example.com');
    await saveScreenshot(page, 'private-desktop-ar-contact-form', { fullPage: false });
    await page.getByRole('button', { name: 'إرسال طلبي' }).click();
    await page.getByTestId('contact-reference').waitFor();
    await page.getByText('youssef.new@example.com', { exact: false }).waitFor();
    await saveScreenshot(page, 'private-desktop-ar-contact-success');
    expect(problems).toEqual([]);
    await context.close();
  });
});
