import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose } from '../support/form-controls.ts';
import { waitForMainContent } from '../support/page-waits.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { openSession } from '../support/signed-in-session.ts';
import { openVisitor } from '../support/visitor.ts';

async function go(page: Page, route: string) {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, route);
  await waitForMainContent(page);
}

describe('complaints and suggestions', () => {
  it('amina files a complaint in Arabic on a phone and finds it in her history', async () => {
    const { page, context, problems } = await openSession('amina', 'mobile', 'ar');
    await go(page, '/reclamation');
    await page.getByRole('heading', { name: 'تقديم شكوى', level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // The sub-category waits for a category (spec §3).
    const subCategory = page.getByTestId('field-subCategory');
    await subCategory.waitFor();
    expect(await subCategory.isDisabled()).toBe(true);
    await page.getByTestId('request-submit').click();
    await page.getByText('هذا الحقل إلزامي', { exact: false }).first().waitFor();
    await choose(page, 'field-category', 'تمويل');
    expect(await subCategory.isDisabled()).toBe(false);
    await choose(page, 'field-subCategory', 'جدول السداد');
    await page.getByTestId('field-description').fill('اقتُطع قسط شهر مارس مرتين من حسابي.');
    await saveScreenshot(page, 'private-mobile-ar-reclamation-form');
    await page.getByTestId('request-submit').click();
    const reference = page.getByTestId('request-reference');
    await reference.waitFor();
    const text = (await reference.textContent()) ?? '';
    expect(text).toMatch(/^REC-20\d{2}-\d{6}$/);
    await saveScreenshot(page, 'private-mobile-ar-reclamation-receipt');

    await page.getByTestId('request-history-link').click();
    await page.waitForURL(/suggestion-reclamation\/historic/);
    const mine = page.getByTestId('request-card').filter({ hasText: text });
    await mine.waitFor();
    expect(await mine.getByTestId('request-status').textContent()).toBe('تمّ الاستلام');
    expect(await mine.textContent()).toContain('جدول السداد');
    // The seeded, answered complaint shows the bank's answer.
    await page.getByTestId('request-card').filter({ hasText: 'تمّ الردّ' }).waitFor();
    await saveScreenshot(page, 'private-mobile-ar-service-history');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a suggestion needs its text; sent in French on a desktop, it shows in the suggestions tab', async () => {
    const { page, context, problems } = await openSession('leila', 'desktop', 'fr');
    await go(page, '/suggestion');
    await page.getByRole('heading', { name: 'Faire une suggestion', level: 1 }).waitFor();
    await page.getByTestId('request-submit').click();
    await page.getByText('Ce champ est obligatoire.').waitFor();
    await page.getByTestId('field-description').fill('Ouvrir les agences de Sfax le samedi matin.');
    await page.getByText('43 / 2000', { exact: false }).waitFor();
    await page.getByTestId('request-submit').click();
    const reference = (await page.getByTestId('request-reference').textContent()) ?? '';
    expect(reference).toMatch(/^SUG-/);
    await saveScreenshot(page, 'private-desktop-fr-suggestion-receipt');
    await page.getByTestId('request-history-link').click();
    await page.getByRole('tab', { name: 'Suggestions', selected: true }).waitFor();
    await page.getByTestId('request-card').filter({ hasText: reference }).waitFor();
    await saveScreenshot(page, 'private-desktop-fr-service-history');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('e-requests', () => {
  it('a visitor sees what can be asked and is invited to sign in (mobile, fr)', async () => {
    const visit = await openVisitor('mobile', 'fr');
    await visit.open('/e-request');
    await visit.page.getByText('Attestation de solde').waitFor();
    await visit.page.getByText('Connectez-vous pour faire une demande').waitFor();
    await saveScreenshot(visit.page, 'public-mobile-fr-e-request');
    expect(visit.problems).toEqual([]);
    await visit.close();
  });

  it('amina asks for a certificate of balance in French and lists it with its status (desktop)', async () => {
    const { page, context, problems } = await openSession('amina', 'desktop', 'fr');
    await go(page, '/e-request');
    await page.getByTestId('e-request-balance-certificate').click();
    await page.getByTestId('field-rib').fill('32001001234567890151');
    await page.getByTestId('field-asOfDate').click();
    await page.locator('table button:not([data-disabled])').last().click();
    await choose(page, 'field-purpose', 'Autre');
    // Shown only for "other".
    await page.getByTestId('field-purposeDetail').fill('Dossier de bourse');
    await choose(page, 'field-delivery', 'agence');
    // A full-page capture resizes the viewport for a moment: the shell's media query can flip and
    // remount the page, emptying the form. Mid-form shots keep to the viewport.
    await page.getByTestId('field-purpose').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'private-desktop-fr-e-request-form', { fullPage: false });
    await page.getByTestId('request-submit').click();
    const reference = (await page.getByTestId('request-reference').textContent()) ?? '';
    expect(reference).toMatch(/^DEM-20\d{2}-\d{6}$/);
    await page.getByTestId('request-history-link').click();
    await page.waitForURL(/e-request\/list/);
    const card = page.getByTestId('request-card').filter({ hasText: reference });
    await card.waitFor();
    expect(await card.getByTestId('request-status').textContent()).toBe('Reçue');
    await saveScreenshot(page, 'private-desktop-fr-e-request-list');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a customer without requests sees the empty history (mobile, ar)', async () => {
    const { page, context, problems } = await openSession('youssef', 'mobile', 'ar');
    await go(page, '/e-request/list');
    await page.getByText('لا توجد طلبات عن بعد').waitFor();
    await saveScreenshot(page, 'private-mobile-ar-e-request-empty');
    expect(problems).toEqual([]);
    await context.close();
  });
});
