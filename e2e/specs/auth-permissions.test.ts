/** What a role offers, as the web app shows it (menu, feature guard), and demo mode (spec §1, §6). */
import { describe, expect, inject, it } from 'vitest';
import { waitForMainContent } from '../support/page-waits.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { openSession } from '../support/signed-in-session.ts';
import { openVisitor } from '../support/visitor.ts';

const baseUrl = inject('baseUrl');

describe('permissions in the web app', () => {
  it('shows a Basic customer no transfers, and keeps the transfer pages closed', async () => {
    const { page, context, problems } = await openSession('youssef', 'desktop', 'fr');
    const nav = page.getByRole('navigation');
    await nav.getByRole('link', { name: 'Comptes' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Virements' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Bénéficiaires' }).count()).toBe(0);
    await saveScreenshot(page, 'desktop-fr-basic-menu');

    await page.goto(`${baseUrl}/#/transfers`);
    await page.waitForURL(/#\/private-dashboard\?unavailable=TRANSFER$/);
    // Never a silent detour: the dashboard says which area is not included, and why.
    const notice = page.getByTestId('unavailable-area');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('« Virements » ne fait pas partie de vos accès');
    await saveScreenshot(page, 'desktop-fr-basic-transfer-link');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says a refused page is refused, and why, instead of blaming the connection', async () => {
    const { page, context, problems } = await openSession('leila', 'desktop', 'fr');
    await page.goto(`${baseUrl}/#/transfers/multiple-list`);
    const refusal = page.getByTestId('refusal-state');
    await refusal.waitFor();
    const text = (await refusal.textContent()) ?? '';
    expect(text).toContain('Ce service ne vous est pas ouvert');
    expect(text).toContain('formule');
    expect(text).not.toContain('connexion');
    expect(await page.getByRole('button', { name: 'Réessayer' }).count()).toBe(0);
    expect(await page.getByTestId('batch-new').count()).toBe(0);
    await saveScreenshot(page, 'desktop-fr-refused-bulk-list');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a company user the areas it may look at', async () => {
    const { page, context, problems } = await openSession('nour.viewer', 'desktop', 'fr');
    const nav = page.getByRole('navigation');
    await nav.getByRole('link', { name: 'Effets de commerce' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Virements' }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('demo mode', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`opens from the menu with a banner, refuses writes, and ends by signing out (${viewport})`, async () => {
      const { page, context } = await openVisitor(viewport, 'fr');
      await page.goto(`${baseUrl}/#/dashboard`);
      if (viewport === 'mobile') {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
      }
      await page.getByRole('navigation').getByRole('link', { name: 'Découvrir la démo' }).click();
      await page.waitForURL(/#\/demo$/);
      await waitForMainContent(page);
      await saveScreenshot(page, `${viewport}-fr-demo-start`);
      await page.getByTestId('start-demo').click();
      await page.waitForURL(/#\/private-dashboard$/);
      const banner = page.getByTestId('demo-banner');
      await banner.waitFor({ state: 'visible' });
      await waitForMainContent(page);
      await saveScreenshot(page, `${viewport}-fr-demo-dashboard`);

      const write = await page.evaluate(async () => {
        const response = await fetch('/gateway/secure/update-language', {
          method: 'PUT',
          headers: { 'content-type': 'application/json', channel: 'WEB' },
          body: JSON.stringify({ language: 'ar' }),
        });
        return response.json();
      });
      expect(write.header).toMatchObject({ statusCode: 'COMMON.DEMO_MODE', messageType: 'ERROR' });

      await page.getByTestId('exit-demo').click();
      await page.waitForURL(/#\/dashboard$/);
      await banner.waitFor({ state: 'detached' });
      await page.goto(`${baseUrl}/#/private-dashboard`);
      await page.waitForURL(/#\/auth\/login/);
      await context.close();
    });
  }
});
