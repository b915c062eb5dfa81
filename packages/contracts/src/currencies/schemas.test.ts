import { describe, expect, it } from 'vitest';
import { converterFormSchema, currencyRateSchema } from './schemas.ts';

describe('currency contracts', () => {
  it('accepts converter amounts with up to three decimals, comma or point, and refuses the rest', () => {
    const parse = (amount: string) =>
      converterFormSchema.safeParse({ amount, from: 'EUR', to: 'TND' }).success;
    expect(parse('1500')).toBe(true);
    expect(parse('12,5')).toBe(true);
    expect(parse('0.125')).toBe(true);
    expect(parse('1.2345')).toBe(false);
    expect(parse('-1')).toBe(false);
    expect(parse('1e3')).toBe(false);
    expect(converterFormSchema.safeParse({ amount: '1', from: 'XAU', to: 'TND' }).success).toBe(false);
  });

  it('keeps rates as four-decimal text and units among 1, 10, 100, 1000', () => {
    const rate = {
      isoCode: 'JPY',
      retailRate: { buy: '18.9400', sell: '19.5000', name: 'BILLETS' },
      currencyName: { fr: 'Yen', en: 'Yen', ar: 'ين' },
      unit: 1000,
      updatedAt: 0,
    };
    expect(currencyRateSchema.safeParse(rate).success).toBe(true);
    expect(currencyRateSchema.safeParse({ ...rate, unit: 5 }).success).toBe(false);
    expect(
      currencyRateSchema.safeParse({ ...rate, retailRate: { ...rate.retailRate, buy: 18.94 } }).success,
    ).toBe(false);
  });
});
