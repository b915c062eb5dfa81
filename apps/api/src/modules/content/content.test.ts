import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalTexts, newsItems, offers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { contentModule } from './content.routes.ts';
import { holidaysModule } from './holidays.routes.ts';

const DAY = 86_400_000;
const text = (value: string) => ({ fr: value, en: value, ar: value });
type Listed = { body: { result: { id: number; title: { fr: string }; description: { fr: string } }[] } };

describe('public content', () => {
  let testApp: TestApp;
  const get = (url: string, channel: 'WEB' | 'MOB' = 'WEB') =>
    testApp.app.inject({ method: 'GET', url: `/gateway${url}`, headers: { channel } });
  const titlesOf = async (url: string, channel: 'WEB' | 'MOB' = 'WEB') =>
    (await get(url, channel)).json<Listed>().body.result.map((item) => item.title.fr);

  beforeAll(async () => {
    testApp = await createTestApp({ modules: [contentModule, holidaysModule] });
    const now = Date.now();
    const news = (title: string, values: Partial<typeof newsItems.$inferInsert>) => ({
      title: text(title),
      description: text(`<p>${title}</p>`),
      image: 'art:pictogram/mobile',
      newsDate: new Date(now - DAY),
      publishDate: new Date(now - DAY),
      ...values,
    });
    await testApp.database.db.insert(newsItems).values([
      news('T-unpublished', { published: false }),
      news('T-future', { publishDate: new Date(now + DAY) }),
      news('T-expired', { endDate: new Date(now - 1000) }),
      news('T-mobile-only', { web: false, contentOrder: 99 }),
      news('T-first', { contentOrder: -5, homePage: true }),
      news('T-script', {
        contentOrder: 0,
        description: text('<p onclick="x()">Hello<script>alert(1)</script></p>'),
      }),
    ]);
    await testApp.database.db.insert(offers).values([
      {
        title: text('T-offer-ended'),
        details: text('<p>x</p>'),
        image: 'art:pictogram/gift',
        dateFrom: new Date(now - 10 * DAY),
        dateTo: new Date(now - DAY),
      },
      {
        title: text('T-offer-web-hidden'),
        details: text('<p>x</p>'),
        image: 'art:pictogram/gift',
        dateFrom: new Date(now - DAY),
        dateTo: new Date(now + DAY),
        web: false,
      },
    ]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('shows news only when published and between its publish and end dates', async () => {
    const titles = await titlesOf('/api/content/all');
    expect(titles.length).toBeGreaterThanOrEqual(7);
    expect(titles).not.toContain('T-unpublished');
    expect(titles).not.toContain('T-future');
    expect(titles).not.toContain('T-expired');
  });

  it('follows the channel flags of news and offers', async () => {
    expect(await titlesOf('/api/content/all', 'WEB')).not.toContain('T-mobile-only');
    expect(await titlesOf('/api/content/all', 'MOB')).toContain('T-mobile-only');
    expect(await titlesOf('/api/offer/all', 'WEB')).not.toContain('T-offer-web-hidden');
    expect(await titlesOf('/api/offer/all', 'MOB')).toContain('T-offer-web-hidden');
  });

  it('orders by contentOrder with 0 (unordered) last, and serves the home-page selection', async () => {
    const all = (await get('/api/content/all')).json<{
      body: { result: { title: { fr: string }; contentOrder: number }[] };
    }>().body.result;
    expect(all[0]?.title.fr).toBe('T-first');
    const orders = all.map((item) => item.contentOrder);
    const firstZero = orders.indexOf(0);
    expect(orders.slice(firstZero).every((order) => order === 0)).toBe(true);
    expect(orders.slice(0, firstZero)).toEqual([...orders.slice(0, firstZero)].sort((a, b) => a - b));
    const first = (await get('/api/content/first/?size=2')).json<{
      body: { result: { homePage: boolean }[] };
    }>();
    expect(first.body.result).toHaveLength(2);
    expect(first.body.result.every((item) => item.homePage)).toBe(true);
  });

  it('never serves a script, even one written straight into the database', async () => {
    const response = await get('/api/content/all');
    expect(response.body).not.toMatch(/<script|onclick/i);
    const item = response.json<Listed>().body.result.find((news) => news.title.fr === 'T-script');
    expect(item?.description.fr).toBe('<p>Hello</p>');
    await testApp.database.db
      .update(legalTexts)
      .set({ description: text('<h2>Terms</h2><script>steal()</script><a href="javascript:x">y</a>') });
    const legal = await get('/api/legalNotice');
    expect(legal.body).not.toMatch(/<script|javascript:/i);
    expect(
      legal.json<{ body: { result: { description: { en: string } } } }>().body.result.description.en,
    ).toContain('<h2>Terms</h2>');
  });

  it('lists running offers by offerOrder, unordered ones last, ended ones never', async () => {
    const result = (await get('/api/offer/all')).json<{
      body: { result: { title: { fr: string }; offerOrder: number }[] };
    }>().body.result;
    expect(result.length).toBeGreaterThanOrEqual(4);
    expect(result.map((offer) => offer.title.fr)).not.toContain('T-offer-ended');
    const orders = result.map((offer) => offer.offerOrder);
    expect(orders.slice(0, 3)).toEqual([1, 2, 3]);
    expect(orders.slice(3).every((order) => order === 0)).toBe(true);
  });

  it('answers the FAQ with its introduction and at least 15 questions in order, in three languages', async () => {
    const { result } = (await get('/api/faq/list')).json<{
      body: {
        result: {
          faqConfigDto: { introduction: { ar: string } };
          faqDtoList: { order: number; question: { ar: string } }[];
        };
      };
    }>().body;
    expect(result.faqConfigDto.introduction.ar).toMatch(/[\u0600-\u06FF]/);
    expect(result.faqDtoList.length).toBeGreaterThanOrEqual(15);
    const orders = result.faqDtoList.map((item) => item.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('serves the security mention and the privacy policy', async () => {
    for (const [url, theme] of [
      ['/api/securityMention', 'SECURITY_MENTION'],
      ['/api/privacyPolicy', 'PRIVACY_POLICY'],
    ]) {
      const response = await get(url ?? '');
      expect(response.statusCode).toBe(200);
      expect(response.json<{ body: { result: { theme: string } } }>().body.result.theme).toBe(theme);
    }
  });

  it('lists the bank holidays of this year and next, and bounds them on request', async () => {
    type Holidays = { body: { result: { nameFr: string; dateFrom: string; dateTo: string }[] } };
    const year = new Date().getUTCFullYear();
    const all = (await get('/api/bank/holidays/')).json<Holidays>().body.result;
    expect(all.some((holiday) => holiday.dateFrom === `${year}-07-25`)).toBe(true);
    expect(all.some((holiday) => holiday.dateFrom === `${year + 1}-07-25`)).toBe(true);
    const july = (await get(`/api/bank/holidays/?from=${year}-07-01&to=${year}-07-31`)).json<Holidays>().body
      .result;
    expect(july.map((holiday) => holiday.nameFr)).toContain('Fête de la République');
    expect(
      july.every((holiday) => holiday.dateTo >= `${year}-07-01` && holiday.dateFrom <= `${year}-07-31`),
    ).toBe(true);
    const invalid = await get('/api/bank/holidays/?from=tomorrow');
    expect(invalid.statusCode).toBe(400);
  });
});
