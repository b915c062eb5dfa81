import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { catalogueModule } from './catalogue.routes.ts';
import { getCatalogue, getOnlineProducts } from './catalogue.service.ts';

type Titled = { title: { fr: string } };
type CatalogueBody = {
  body: {
    result: (Titled & {
      categoryName: string;
      categoryOrder: number;
      subCategories: {
        subCategoryName: string;
        subCategoryOrder: number;
        products: (Titled & { productOrder: number })[];
      }[];
    })[];
  };
};

describe('product catalogue', () => {
  let testApp: TestApp;
  const now = () => new Date();
  const titles = (list: Titled[]) => list.map((product) => product.title.fr);

  beforeAll(async () => {
    testApp = await createTestApp({ modules: [catalogueModule] });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('groups categories → sub-categories → products, each level in its own order, 0 last', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/gateway/api/product/products' });
    const { result } = response.json<CatalogueBody>().body;
    expect(result.map((category) => category.categoryName)).toEqual([
      'Particuliers',
      'Professionnels',
      'Entreprises',
    ]);
    const retail = result[0];
    expect(retail?.subCategories.map((sub) => sub.subCategoryName)).toEqual([
      'Comptes',
      'Cartes',
      'Epargne & Placements',
      'Financements',
    ]);
    for (const sub of result.flatMap((category) => category.subCategories)) {
      const orders = sub.products.map((product) => product.productOrder);
      const firstZero = orders.includes(0) ? orders.indexOf(0) : orders.length;
      expect(orders.slice(firstZero).every((order) => order === 0)).toBe(true);
      expect(orders.slice(0, firstZero)).toEqual([...orders.slice(0, firstZero)].sort((a, b) => a - b));
    }
    const cards = retail?.subCategories.find((sub) => sub.subCategoryName === 'Cartes');
    expect(cards?.products.at(-1)?.title.fr).toBe('Carte Tech');
    const savings = titles(
      retail?.subCategories.find((sub) => sub.subCategoryName === 'Epargne & Placements')?.products ?? [],
    );
    expect(savings).toEqual(expect.arrayContaining(['Épargne Hajj', 'Épargne Masken', 'Épargne Omra']));
  });

  it('shows visitors only the products listing GUEST', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/gateway/api/product/online/' });
    const result = response.json<{ body: { result: (Titled & { segments: string[] })[] } }>().body.result;
    expect(result.length).toBeGreaterThan(25);
    expect(result.every((product) => product.segments.includes('GUEST'))).toBe(true);
    expect(titles(result)).not.toContain('Carte Lady');
    expect(titles(result)).not.toContain('Carte Visa Business');
  });

  it('shows a signed-in customer the products of their segment (service level)', async () => {
    const { db } = testApp.database;
    const retailCustomer = titles(await getOnlineProducts(db, { segment: '05', channel: 'WEB', now: now() }));
    expect(retailCustomer).toContain('Carte Lady');
    expect(retailCustomer).not.toContain('Carte Visa Business');
    const trader = titles(await getOnlineProducts(db, { segment: '11', channel: 'WEB', now: now() }));
    expect(trader).toContain('Carte Visa Business');
    expect(trader).not.toContain('Carte Lady');
    expect(trader).toContain('Financement des exportations');
    const unknown = await getCatalogue(db, { segment: 'NO_SUCH_SEGMENT', channel: 'WEB', now: now() });
    expect(unknown).toEqual([]);
  });

  it('respects the channel flags and hides unpublished products', async () => {
    const { db } = testApp.database;
    await db.update(products).set({ forWeb: false }).where(eq(products.image, 'art:card/evasion'));
    await db.update(products).set({ published: false }).where(eq(products.image, 'art:pictogram/travel'));
    const web = titles(await getOnlineProducts(db, { segment: 'GUEST', channel: 'WEB', now: now() }));
    const mobile = titles(await getOnlineProducts(db, { segment: 'GUEST', channel: 'MOB', now: now() }));
    expect(web).not.toContain('Carte Évasion prépayée internationale');
    expect(mobile).toContain('Carte Évasion prépayée internationale');
    expect(mobile).not.toContain('Financement voyage');
  });

  it('never serves a script stored in a description', async () => {
    const { db } = testApp.database;
    await db
      .update(products)
      .set({
        description: {
          fr: '<p>Hi<script>alert(1)</script></p>',
          en: '<img src=x onerror=alert(1)>',
          ar: 'x',
        },
      })
      .where(and(eq(products.image, 'art:card/classic'), eq(products.productOrder, 1)));
    const response = await testApp.app.inject({ method: 'GET', url: '/gateway/api/product/online' });
    expect(response.body).not.toMatch(/<script|onerror/i);
    expect(response.body).toContain('<p>Hi</p>');
  });

  it('answers the first ordered products for a featured strip', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/gateway/api/product/first?size=3' });
    const result = response.json<{ body: { result: { productOrder: number }[] } }>().body.result;
    expect(result).toHaveLength(3);
    expect(result.every((product) => product.productOrder > 0)).toBe(true);
  });
});

describe('product catalogue for a signed-in customer', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("answers the customer's own segment: Leila (segment 05) sees the Lady card a visitor does not", async () => {
    const url = '/gateway/api/product/online/';
    const { headers } = await signIn(testApp.app, 'leila', 'MOB');
    const asLeila = await testApp.app.inject({ method: 'GET', url, headers });
    const asVisitor = await testApp.app.inject({ method: 'GET', url, headers: { channel: 'MOB' } });
    const titlesOf = (body: string) =>
      (JSON.parse(body) as { body: { result: Titled[] } }).body.result.map((product) => product.title.fr);
    expect(titlesOf(asLeila.body)).toContain('Carte Lady');
    expect(titlesOf(asVisitor.body)).not.toContain('Carte Lady');
  });
});
