import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../support/browser.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { openVisitor } from '../support/visitor.ts';

const SUB_CATEGORIES = {
  fr: ['Comptes', 'Cartes', 'Épargne et placements', 'Financements'],
  ar: ['الحسابات', 'البطاقات', 'الادّخار والتوظيفات', 'التمويلات'],
};

for (const viewport of ['desktop', 'mobile'] as const) {
  for (const language of LANGUAGES) {
    describe(`catalogue and rates, ${viewport}, ${language}`, () => {
      it('lists the products by category and sub-category in order, and opens one', async () => {
        const visit = await openVisitor(viewport, language);
        const { page } = visit;
        await visit.open('/products/list');
        const sections = page.getByTestId('product-sub-category');
        await sections.first().waitFor();
        expect(await sections.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
          SUB_CATEGORIES[language],
        );
        expect(await page.getByRole('tab').count()).toBe(3);
        expect(await page.locator('article').count()).toBeGreaterThanOrEqual(20);
        await saveScreenshot(page, `public-${viewport}-${language}-products`);

        await page.getByRole('tab').nth(2).click();
        await page.waitForURL(/category=/);
        await page
          .getByRole('heading', {
            name: language === 'fr' ? 'Financement des exportations' : 'تمويل الصادرات',
          })
          .waitFor();
        await page
          .getByRole('link', { name: language === 'fr' ? 'Financement des exportations' : 'تمويل الصادرات' })
          .click();
        await page.waitForURL(/#\/products\/detail\?id=\d+/);
        await page
          .getByText(language === 'fr' ? '80 %' : '80%')
          .first()
          .waitFor();
        await saveScreenshot(page, `public-${viewport}-${language}-product-detail`);
        expect(visit.problems).toEqual([]);
        await visit.close();
      });

      it('shows the 16 rates and converts both ways through the dinar', async () => {
        const visit = await openVisitor(viewport, language);
        const { page } = visit;
        await visit.open('/currencies');
        const rows = page.getByTestId('rates-table').locator('tbody tr');
        await rows.first().waitFor();
        expect(await rows.count()).toBe(16);
        await saveScreenshot(page, `public-${viewport}-${language}-currencies`);

        await visit.open('/currencies/devise');
        const result = page.getByTestId('converter-result');
        await result.waitFor();
        // 100 EUR at the bank's buy rate of 3.3560 TND.
        expect((await result.textContent())?.replace(/\s/g, '')).toBe('335,600TND');
        await page.getByTestId('converter-amount').fill('1000');
        await page
          .getByRole('button', { name: language === 'fr' ? 'Inverser les devises' : 'تبديل العملتين' })
          .click();
        // 1000 TND sold as euros at 3.4540: 289.519… EUR.
        await page.waitForFunction(() =>
          document.querySelector('[data-testid=converter-result]')?.textContent?.includes('EUR'),
        );
        expect((await result.textContent())?.replace(/\s/g, '')).toBe('289,519EUR');
        await page.getByTestId('converter-amount').fill('12abc');
        await page
          .getByText(language === 'fr' ? /nombre/i : /رقم|عدد/)
          .first()
          .waitFor();
        await saveScreenshot(page, `public-${viewport}-${language}-converter`);
        expect(visit.problems).toEqual([]);
        await visit.close();
      });
    });
  }
}
