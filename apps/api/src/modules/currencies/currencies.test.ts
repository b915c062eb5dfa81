import { QUOTED_CURRENCIES } from '@baraka/contracts';
import { convertCurrency } from '@baraka/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { currenciesModule } from './currencies.routes.ts';

type RateBody = {
  body: {
    type: string;
    result: {
      isoCode: string;
      unit: number;
      retailRate: { buy: string; sell: string };
      currencyName: Record<string, string>;
    }[];
  };
};

describe('GET /gateway/api/currencies/all', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ modules: [currenciesModule] });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers the 16 quoted currencies with buy below sell, their unit and names in three languages', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/gateway/api/currencies/all' });
    expect(response.statusCode).toBe(200);
    const { body } = response.json<RateBody>();
    expect(body.type).toBe('LIST_RESPONSE');
    expect(body.result.map((rate) => rate.isoCode).sort()).toEqual([...QUOTED_CURRENCIES].sort());
    for (const rate of body.result) {
      expect(Number(rate.retailRate.buy)).toBeLessThan(Number(rate.retailRate.sell));
      expect([1, 10, 100, 1000]).toContain(rate.unit);
      expect(rate.currencyName.ar).toMatch(/[\u0600-\u06FF]/);
    }
    expect(body.result.find((rate) => rate.isoCode === 'JPY')?.unit).toBe(1000);
  });

  it('feeds the converter: 1000 yen are worth the buy rate of one quotation unit', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/gateway/api/currencies/all' });
    const rates = response.json<RateBody>().body.result.map((rate) => ({
      isoCode: rate.isoCode,
      unit: rate.unit,
      buy: rate.retailRate.buy,
      sell: rate.retailRate.sell,
    }));
    const yen = rates.find((rate) => rate.isoCode === 'JPY');
    expect(convertCurrency({ amount: '1000', from: 'JPY', to: 'TND', rates })).toBe(
      Number(yen?.buy).toFixed(3),
    );
  });
});
