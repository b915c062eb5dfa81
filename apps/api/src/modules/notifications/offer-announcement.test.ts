import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeOf, type Headers, resultOf } from '../../test/transfer-client.ts';

type Item = { key: string; category: string; title: string; link: string | null };

describe('an offer announced to the customers (PROMOS)', () => {
  let testApp: TestApp;
  let amina: Headers;
  let leila: Headers;
  let offerIds: number[];
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: object) =>
    testApp.app.inject({ method, url: `/gateway/${url}`, headers, payload });
  const announce = (offerId: number) => call('POST', 'dev/notifications/offer', {}, { offerId });
  const offersIn = async (headers: Headers): Promise<Item[]> =>
    (resultOf(await call('GET', 'secure/notification/history?size=50', headers)).content as Item[]).filter(
      (item) => item.key === 'OFFER',
    );

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, jobs: [] });
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    leila = (await signIn(testApp.app, 'leila', 'WEB', 'test-device-0002')).headers;
    const rows = (await testApp.database.executeSql('select id from offers order by id', [])).rows;
    offerIds = rows.map((row) => Number((row as { id: number }).id));
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('reaches those who keep promotions on, with a link to the offer, once per offer', async () => {
    const toggled = await call('PUT', 'secure/albaraka-notification-preferences/toggle-category', amina, {
      category: 'PROMOS',
    });
    expect(toggled.statusCode).toBe(200);
    const offerId = offerIds[0] ?? 0;

    const first = await announce(offerId);
    const again = await announce(offerId);

    expect(resultOf(first).notified).toBeGreaterThan(0);
    expect(resultOf(again).notified).toBe(0);
    expect(await offersIn(amina)).toEqual([]);
    const [offer] = await offersIn(leila);
    expect(offer).toMatchObject({ category: 'PROMOS', link: `/offerDetails?id=${offerId}` });
    expect(offer?.title.length).toBeGreaterThan(3);
    expect(await offersIn(leila)).toHaveLength(1);
  });

  it('refuses an offer that does not exist or bad input, and does not exist in production', async () => {
    const unknown = await announce(999_999);
    const bad = await call('POST', 'dev/notifications/offer', {}, { offerId: 'all' });
    const production = await testApp.buildVariant({ nodeEnv: 'production' });

    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe('COMMON.NOT_FOUND');
    expect(bad.statusCode).toBe(400);
    const inProduction = await production.inject({
      method: 'POST',
      url: '/gateway/dev/notifications/offer',
      payload: { offerId: offerIds[1] },
    });
    expect(inProduction.statusCode).toBe(404);
  });
});
