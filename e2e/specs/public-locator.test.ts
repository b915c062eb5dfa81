import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../support/browser.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { openVisitor, type Visit } from '../support/visitor.ts';

/** The machine is offline: every tile request fails, as it would without a tile server. */
async function refuseTiles(visit: Visit): Promise<void> {
  await visit.page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
}

const count = async (visit: Visit, selector: string) => visit.page.locator(selector).count();

for (const viewport of ['desktop', 'mobile'] as const) {
  for (const language of LANGUAGES) {
    describe(`locator, ${viewport}, ${language}`, () => {
      it('shows markers and a usable list when no tile loads, and filters by search', async () => {
        const visit = await openVisitor(viewport, language);
        await refuseTiles(visit);
        const { page } = visit;
        await visit.open('/locator');
        const rows = page.getByTestId('place-row');
        await rows.first().waitFor();
        expect(await rows.count()).toBeGreaterThanOrEqual(65);
        await page.locator('[data-testid=locator-map] .leaflet-marker-icon').first().waitFor();
        expect(await count(visit, '[data-testid=locator-map] .leaflet-marker-icon')).toBeGreaterThan(5);
        await page
          .getByRole('status')
          .filter({ hasText: language === 'fr' ? 'fond de carte' : 'الخريطة' })
          .waitFor();
        await saveScreenshot(page, `public-${viewport}-${language}-locator`);

        await page.getByTestId('locator-search').fill('sfax');
        await page.waitForFunction(() => document.querySelectorAll('[data-testid=place-row]').length < 10);
        const names = await rows.allTextContents();
        expect(names.length).toBeGreaterThanOrEqual(4);
        expect(names.every((text) => /Sfax|صفاقس/.test(text))).toBe(true);

        await page.getByTestId('locator-search').fill('');
        await page.getByText(language === 'fr' ? 'Distributeurs' : 'الموزّعات', { exact: true }).click();
        await page.waitForFunction(() => document.querySelectorAll('[data-testid=place-row]').length < 60);
        expect(await rows.count()).toBeGreaterThanOrEqual(40);
        expect((await rows.allTextContents()).every((text) => /GAB|موزّع/.test(text))).toBe(true);
        expect(visit.problems).toEqual([]);
        await visit.close();
      });

      it('opens a branch with its timetable and status, and an ATM with its cash', async () => {
        const visit = await openVisitor(viewport, language);
        await refuseTiles(visit);
        const { page } = visit;
        await visit.open('/locator');
        await page.getByTestId('locator-search').fill(language === 'fr' ? 'Sahloul' : 'سهلول');
        await page.getByTestId('place-row').first().click();
        await page.waitForURL(/branch=018/);
        const detail = page.getByTestId('branch-detail');
        await detail.waitFor();
        expect(await detail.getByTestId('schedule-table').locator('tbody tr').count()).toBe(4);
        expect(await detail.getByTestId('opening-badge').textContent()).toMatch(
          language === 'fr' ? /Ouvert|Fermé/ : /مفتوح|مغلق/,
        );
        await saveScreenshot(page, `public-${viewport}-${language}-locator-branch`);

        await visit.open('/locator?atm=GAB-TUN-AIR');
        await page.getByTestId('cash-badge').waitFor();
        expect(await page.getByTestId('cash-badge').textContent()).toBe(
          language === 'fr' ? 'Espèces disponibles' : 'الأموال متوفّرة',
        );
        await saveScreenshot(page, `public-${viewport}-${language}-locator-atm`);
        expect(visit.problems).toEqual([]);
        await visit.close();
      });
    });
  }
}

describe('locator, whole country and near me', () => {
  it('shows every place full screen and sorts the list from the visitor’s position', async () => {
    const visit = await openVisitor('desktop', 'fr');
    await refuseTiles(visit);
    const { page, context } = visit;
    await visit.open('/locator');
    await page.getByTestId('place-row').first().waitFor();
    await page.getByRole('button', { name: 'Tout le pays en plein écran' }).click();
    const countryMarkers = page.locator('[data-testid=country-view] .leaflet-marker-icon');
    await countryMarkers.first().waitFor();
    expect(await countryMarkers.count()).toBeGreaterThan(5);
    await saveScreenshot(page, 'public-desktop-fr-locator-country', { fullPage: false });
    await page.getByRole('button', { name: 'Fermer' }).click();
    await page.getByTestId('country-view').waitFor({ state: 'detached' });

    // A visitor standing in Sfax city centre.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 34.7398, longitude: 10.76 });
    await page.getByRole('button', { name: 'Autour de moi' }).click();
    await page.getByRole('button', { name: 'Ne plus trier par distance' }).waitFor();
    const first = (await page.getByTestId('place-row').first().textContent()) ?? '';
    expect(first).toMatch(/Sfax/);
    expect(first).toMatch(/0,\d km/);

    // A stale link to a branch that no longer exists says so, and leads back to the list.
    await visit.open('/locator?branch=999');
    await page.getByText("Cet élément n'existe pas ou n'est plus disponible").waitFor();
    await page.getByRole('button', { name: 'Retour à la liste' }).click();
    await page.getByTestId('place-row').first().waitFor();
    expect(visit.problems).toEqual([]);
    await context.close();
  });
});
