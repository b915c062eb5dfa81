import { describe, expect, it } from 'vitest';
import type { Language, ViewportName } from '../support/browser.ts';
import { solveCaptcha } from '../support/form-controls.ts';
import { callGateway, readCode } from '../support/gateway.ts';
import { advanceApplication, createSubmittedApplication, PDF_BYTES } from '../support/onboarding-api.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { openVisitor } from '../support/visitor.ts';

/** A phone number no other test uses, so the outbox answers this visitor's code only. */
const uniquePhone = () => `2${String(Date.now()).slice(-7)}`;

/** Opens the pages with this browser already holding an application (as after a first visit). */
async function openWithApplication(viewport: ViewportName, language: Language, stored: object) {
  const visit = await openVisitor(viewport, language);
  await visit.context.addInitScript((value) => {
    window.localStorage.setItem('baraka.onboarding', value);
  }, JSON.stringify(stored));
  return visit;
}

describe('digital onboarding', () => {
  it('a visitor in Arabic goes through the four steps on a phone and sees the timeline move', async () => {
    const phone = uniquePhone();
    const visit = await openVisitor('mobile', 'ar');
    const { page } = visit;
    await visit.open('/digital-onboarding');
    await page.getByRole('heading', { name: 'افتحوا حسابكم عبر الإنترنت' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await saveScreenshot(page, 'onboarding-mobile-ar-start');
    // A real picture for the front: the page's own header, as a phone camera would give a PNG.
    const frontPicture = await page.locator('header').first().screenshot();
    await page.getByRole('link', { name: 'بدء طلبي' }).click();

    // Step 1: the first form, CIN by default, and only the CIN number field.
    await page.getByText('المرحلة 1 من 4 — الهوية').waitFor();
    expect(await page.getByRole('radio', { name: 'بطاقة التعريف الوطنية' }).isChecked()).toBe(true);
    expect(await page.getByLabel('رقم جواز السفر').count()).toBe(0);
    await page.getByLabel('رقم بطاقة التعريف الوطنية').fill('1234567');
    await page.getByRole('textbox', { name: 'الاسم', exact: true }).fill('سلمى');
    await page.getByRole('textbox', { name: 'اللقب', exact: true }).fill('بن علي');
    await page.getByLabel('تاريخ الولادة').fill('1994-05-17');
    await page.getByTestId('onboarding-agency').click();
    await page.getByRole('option').first().click();
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'تأكيد' }).click();
    await page.getByText('يجب أن يتكوّن رقم بطاقة التعريف الوطنية من 8 أرقام.').waitFor();
    await saveScreenshot(page, 'onboarding-mobile-ar-identity-error');
    await page.getByLabel('رقم بطاقة التعريف الوطنية').fill('12345678');
    await page.getByRole('button', { name: 'تأكيد' }).click();

    // Step 2: both sides of the card; a wrong file is refused before it leaves the browser.
    await page.getByText('المرحلة 2 من 4 — الوثائق').waitFor();
    const inputs = page.locator('input[type=file]');
    await inputs.nth(0).setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: PDF_BYTES });
    await page.getByText('محتوى الملف لا يطابق نوعه', { exact: false }).waitFor();
    await inputs.nth(0).setInputFiles({ name: 'recto.png', mimeType: 'image/png', buffer: frontPicture });
    await inputs.nth(1).setInputFiles({ name: 'verso.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
    await page.getByTestId('document-BACK').getByText('تم الاستلام').waitFor();
    await page.getByTestId('document-FRONT').getByRole('img').waitFor();
    await saveScreenshot(page, 'onboarding-mobile-ar-documents');
    await page.getByRole('button', { name: 'مواصلة' }).click();

    // Step 3: the phone, confirmed by the code sent through the outbox.
    await page.getByText('المرحلة 3 من 4 — بيانات الاتصال').waitFor();
    await page.getByLabel('الهاتف الجوال').fill(phone);
    await page.getByLabel('البريد الإلكتروني').fill(`salma.${phone}@example.tn`);
    await page.getByRole('button', { name: 'تلقّي الرمز' }).click();
    await page.getByTestId('challenge-OTP.300').waitFor();
    await saveScreenshot(page, 'onboarding-mobile-ar-code');
    await page.getByTestId('otp-input').fill(await readCode(phone));
    await page.getByTestId('challenge-OTP.300').getByRole('button', { name: 'تأكيد' }).click();

    // Step 4: the summary, the certification, and the submission.
    await page.getByText('المرحلة 4 من 4 — الملخّص').waitFor();
    await page.getByText(phone, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'إرسال طلبي' }).click();
    await page.getByText('أشهد بصحّة المعلومات المقدّمة.').waitFor();
    expect(await page.getByText('يجب قبول الشروط العامة.').count()).toBe(1);
    await saveScreenshot(page, 'onboarding-mobile-ar-summary');
    await page.getByLabel('أشهد بصحّة المعلومات المقدّمة.').check();
    await page.getByRole('button', { name: 'إرسال طلبي' }).click();

    // The timeline: sent; then the bank moves it and the page follows.
    await page.waitForURL(/timeLine/);
    await page.getByTestId('onboarding-state').filter({ hasText: 'مُرسَل' }).waitFor();
    const reference = (await page.getByTestId('onboarding-reference').textContent()) ?? '';
    expect(reference).toMatch(/^ONB-20\d{2}-\d{6}$/);
    const email = await callGateway<{ purpose: string; body: string }[]>(
      `dev/outbox?to=salma.${phone}@example.tn`,
    );
    expect(email.body.result.map((message) => message.purpose)).toContain('onboarding-acknowledgment');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('baraka.onboarding') ?? '{}'));
    for (const event of ['RECEIVE_DOCUMENTS', 'START_REVIEW', 'APPROVE']) {
      expect((await advanceApplication(stored.applicationId, event)).body.result.state).toBeTruthy();
    }
    await page.reload();
    await page.getByTestId('onboarding-state').filter({ hasText: 'مقبول' }).waitFor();
    await page.getByText('قبول الطلب').waitFor();
    const reached = page.locator('[data-reached="true"]');
    await reached.first().waitFor();
    expect(await reached.count()).toBe(5);
    await saveScreenshot(page, 'onboarding-mobile-ar-timeline');
    expect(visit.problems).toEqual([]);
    await visit.context.close();
  });

  it('says what is missing in French on a desktop, and shows a submitted application on every page', async () => {
    const visit = await openVisitor('desktop', 'fr');
    const { page } = visit;
    await visit.open('/digital-onboarding/process');
    await page.getByRole('button', { name: 'Valider' }).click();
    await page.getByText('Ce champ est obligatoire.').first().waitFor();
    expect(await page.getByText('Ce champ est obligatoire.').count()).toBeGreaterThanOrEqual(4);
    await page.getByText("Veuillez confirmer que vous n'êtes pas un robot.").waitFor();
    await page.getByRole('radio', { name: 'Passeport' }).check();
    expect(await page.getByLabel('Numéro de CIN').count()).toBe(0);
    await page.getByLabel('Numéro de passeport').fill('12');
    await page.getByRole('button', { name: 'Valider' }).click();
    await page.getByText('Le numéro de passeport doit comporter de 6 à 9 lettres et chiffres.').waitFor();
    await saveScreenshot(page, 'onboarding-desktop-fr-identity-errors');
    await visit.context.close();

    const application = await createSubmittedApplication(uniquePhone());
    expect(application.state).toBe('SUBMITTED');
    const shots: [ViewportName, Language][] = [
      ['desktop', 'fr'],
      ['desktop', 'ar'],
      ['mobile', 'fr'],
    ];
    for (const [viewport, language] of shots) {
      const held = await openWithApplication(viewport, language, application);
      await held.open('/digital-onboarding/timeLine');
      await held.page.getByTestId('onboarding-timeline').waitFor();
      await held.page.getByTestId('onboarding-reference').waitFor();
      await saveScreenshot(held.page, `onboarding-${viewport}-${language}-timeline`);
      await held.open('/digital-onboarding/showDetails');
      await held.page.getByTestId('onboarding-reference').waitFor();
      await held.page.getByText('K7654321').waitFor();
      await saveScreenshot(held.page, `onboarding-${viewport}-${language}-details`);
      await held.open('/business-process-store/task');
      await held.page.getByTestId('onboarding-task').waitFor();
      await saveScreenshot(held.page, `onboarding-${viewport}-${language}-task`);
      await held.open('/digital-onboarding');
      await held.page.getByTestId('onboarding-state').waitFor();
      await saveScreenshot(held.page, `onboarding-${viewport}-${language}-start`);
      if (viewport === 'desktop' && language === 'fr') {
        // Starting again asks first: only this device can show the application.
        await held.page.getByRole('button', { name: 'Commencer une nouvelle demande' }).click();
        await held.page.getByRole('dialog').waitFor();
        await saveScreenshot(held.page, 'onboarding-desktop-fr-forget', { fullPage: false });
        await held.page.getByRole('button', { name: 'Garder ma demande' }).click();
        await held.page.getByRole('dialog').waitFor({ state: 'hidden' });
        expect(await held.page.getByTestId('onboarding-state').count()).toBe(1);
      }
      expect(held.problems).toEqual([]);
      await held.context.close();
    }
  });

  it('the express path in French on a phone: first form and phone, then the code, then the timeline', async () => {
    const phone = uniquePhone();
    const visit = await openVisitor('mobile', 'fr');
    const { page } = visit;
    await visit.open('/fast-onboarding/register/step1');
    await page.getByRole('heading', { name: 'Ouverture de compte express' }).waitFor();
    await page.getByRole('textbox', { name: 'Numéro de CIN' }).fill('07654321');
    await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Amel');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Trabelsi');
    await page.getByLabel('Date de naissance').fill('2012-02-01');
    await page.getByTestId('onboarding-agency').click();
    await page.getByRole('option').first().click();
    await page.getByRole('textbox', { name: 'Téléphone mobile' }).fill(phone);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(`amel.${phone}@example.tn`);
    await page.getByRole('button', { name: 'Recevoir le code' }).click();
    await page.getByText('Vous devez avoir au moins 18 ans.').last().waitFor();
    await page.getByLabel('Date de naissance').fill('1991-02-01');
    await solveCaptcha(page);
    await saveScreenshot(page, 'onboarding-mobile-fr-fast');
    await page.getByRole('button', { name: 'Recevoir le code' }).click();
    await page.getByTestId('challenge-OTP.300').waitFor();
    await page.getByTestId('otp-input').fill(await readCode(phone));
    await page.getByTestId('challenge-OTP.300').getByRole('button', { name: 'Confirmer' }).click();
    await page.waitForURL(/timeLine/);
    await page.getByTestId('onboarding-state').filter({ hasText: 'Envoyée' }).waitFor();
    expect(visit.problems).toEqual([]);
    await visit.context.close();
  });
});
