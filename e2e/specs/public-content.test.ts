import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../support/browser.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { openVisitor } from '../support/visitor.ts';

const ARABIC = /[\u0600-\u06FF]/;

for (const viewport of ['desktop', 'mobile'] as const) {
  for (const language of LANGUAGES) {
    describe(`public content, ${viewport}, ${language}`, () => {
      it('shows the dashboard with real news and offers, then every news item and offer', async () => {
        const visit = await openVisitor(viewport, language);
        const { page } = visit;
        await visit.open('/dashboard');
        const newsCards = page
          .locator('#latest-news-title')
          .locator('xpath=ancestor::section')
          .locator('article');
        await newsCards.first().waitFor();
        expect(await newsCards.count()).toBe(3);
        const offerCards = page
          .locator('#current-offers-title')
          .locator('xpath=ancestor::section')
          .locator('article');
        // Offers come from their own request: wait for them as for the news.
        await offerCards.first().waitFor();
        expect(await offerCards.count()).toBe(3);
        const firstNewsTitle = (await newsCards.first().getByRole('heading').textContent()) ?? '';
        if (language === 'ar') {
          expect(firstNewsTitle).toMatch(ARABIC);
        }
        await saveScreenshot(page, `public-${viewport}-${language}-dashboard`);

        await newsCards.first().getByRole('link').click();
        await page.waitForURL(/#\/news\/detail\?id=\d+/);
        // The detail's own heading, not the dashboard's, which stays until the page has loaded.
        await page.getByRole('heading', { level: 1, name: firstNewsTitle, exact: true }).waitFor();
        await saveScreenshot(page, `public-${viewport}-${language}-news-detail`);

        await visit.open('/news');
        await page.getByTestId('news-list').locator('article').first().waitFor();
        expect(await page.getByTestId('news-list').locator('article').count()).toBeGreaterThanOrEqual(6);
        await saveScreenshot(page, `public-${viewport}-${language}-news`);

        await visit.open('/offerDetails');
        const offers = page.getByTestId('offer-list').locator('article');
        await offers.first().waitFor();
        expect(await offers.count()).toBeGreaterThanOrEqual(4);
        await saveScreenshot(page, `public-${viewport}-${language}-offers`);
        await offers.first().getByRole('link').click();
        await page.waitForURL(/#\/offerDetails\?id=\d+/);
        await page
          .getByRole('main')
          .getByRole('link', { name: language === 'fr' ? /rendez-vous/ : /موعد/ })
          .waitFor();
        await saveScreenshot(page, `public-${viewport}-${language}-offer-detail`);
        expect(visit.problems).toEqual([]);
        await visit.close();
      });

      it('answers questions in the FAQ and narrows them with the search', async () => {
        const visit = await openVisitor(viewport, language);
        const { page } = visit;
        await visit.open('/faqs');
        const questions = page.getByTestId('faq-list').locator('[data-accordion-control]');
        await questions.first().waitFor();
        expect(await questions.count()).toBeGreaterThanOrEqual(15);
        await questions.first().click();
        await page.getByTestId('faq-list').locator('[role=region]').first().waitFor({ state: 'visible' });
        await saveScreenshot(page, `public-${viewport}-${language}-faqs`);
        await page.getByTestId('faq-search').fill(language === 'fr' ? 'mourabaha' : 'المرابحة');
        await page.waitForFunction(
          () => document.querySelectorAll('[data-testid=faq-list] [data-accordion-control]').length < 15,
        );
        expect(await questions.count()).toBeGreaterThanOrEqual(1);
        await page.getByTestId('faq-search').fill('zzzz-nothing');
        await page.getByTestId('faq-list').waitFor({ state: 'detached' });
        expect(visit.problems).toEqual([]);
        await visit.close();
      });

      it('shows the legal notice, the privacy policy and the security mention', async () => {
        const visit = await openVisitor(viewport, language);
        const { page } = visit;
        const expected = {
          '/legal-notice': language === 'fr' ? 'tribunaux de Tunis' : 'محاكم تونس',
          '/privacy-policy': language === 'fr' ? '2004-63' : '63 لسنة 2004',
          '/security-mention': language === 'fr' ? 'ne vous demandera jamais' : 'لن يطلب منكم البركة أبدًا',
        };
        for (const [route, text] of Object.entries(expected)) {
          await visit.open(route);
          await page.getByText(text).first().waitFor();
          await saveScreenshot(page, `public-${viewport}-${language}${route.replace('/', '-')}`);
        }
        expect(visit.problems).toEqual([]);
        await visit.close();
      });
    });
  }
}
