import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertCurrency, type ExchangeRate, UnknownCurrencyError } from './convert-currency.ts';
import { parseDecimal } from './decimal.ts';

const RATES: ExchangeRate[] = [
  { isoCode: 'EUR', buy: '3.3850', sell: '3.4350', unit: 1 },
  { isoCode: 'USD', buy: '2.9120', sell: '2.9620', unit: 1 },
  { isoCode: 'JPY', buy: '1.9380', sell: '1.9780', unit: 100 },
  { isoCode: 'KWD', buy: '9.4820', sell: '9.6820', unit: 1 },
  { isoCode: 'DKK', buy: '4.5310', sell: '4.6110', unit: 10 },
];

const asNumber = (text: string) => Number(text);
const amountArb = fc
  .tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 999 }))
  .map(([whole, millimes]) => `${whole}.${String(millimes).padStart(3, '0')}`);
const codeArb = fc.constantFrom('TND', ...RATES.map((rate) => rate.isoCode));

describe('convertCurrency', () => {
  it('buys the foreign currency handed over and sells the one received', () => {
    expect(convertCurrency({ amount: '100', from: 'EUR', to: 'TND', rates: RATES })).toBe('338.500');
    expect(convertCurrency({ amount: '343.5', from: 'TND', to: 'EUR', rates: RATES })).toBe('100.000');
  });

  it('respects the quotation unit (100 yen, 10 kroner)', () => {
    expect(convertCurrency({ amount: '10000', from: 'JPY', to: 'TND', rates: RATES })).toBe('193.800');
    expect(convertCurrency({ amount: '10', from: 'DKK', to: 'TND', rates: RATES })).toBe('4.531');
    expect(convertCurrency({ amount: '1', from: 'TND', to: 'JPY', rates: RATES })).toBe('50.556');
  });

  it('goes through the dinar between two foreign currencies and rounds once, half up', () => {
    // 100 EUR → 338.5 TND → 338.5 / 2.962 USD = 114.28089...
    expect(convertCurrency({ amount: '100', from: 'EUR', to: 'USD', rates: RATES })).toBe('114.281');
    expect(convertCurrency({ amount: '0.0005', from: 'TND', to: 'TND', rates: RATES })).toBe('0.001');
  });

  it('refuses a currency without a rate and text that is not an amount', () => {
    expect(() => convertCurrency({ amount: '1', from: 'XAU', to: 'TND', rates: RATES })).toThrow(
      UnknownCurrencyError,
    );
    expect(() => convertCurrency({ amount: '-1', from: 'EUR', to: 'TND', rates: RATES })).toThrow(RangeError);
  });

  it('keeps the amount when both currencies are the same', () => {
    fc.assert(
      fc.property(amountArb, codeArb, (amount, code) => {
        expect(convertCurrency({ amount, from: code, to: code, rates: RATES })).toBe(amount);
      }),
    );
  });

  it('never gains money on a round trip through another currency (sell above buy)', () => {
    fc.assert(
      fc.property(amountArb, codeArb, codeArb, (amount, from, to) => {
        const there = convertCurrency({ amount, from, to, rates: RATES });
        const back = convertCurrency({ amount: there, from: to, to: from, rates: RATES });
        // The spread can only take away; rounding can add half a thousandth on each leg, and the
        // first leg's half-thousandth of `to` comes back worth `oneToInFrom` times as much.
        const oneToInFrom = asNumber(convertCurrency({ amount: '1', from: to, to: from, rates: RATES }));
        const roundingAllowance = 0.0005 * (oneToInFrom + 0.001) + 0.0005 + 1e-9;
        expect(asNumber(back)).toBeLessThanOrEqual(asNumber(amount) + roundingAllowance);
      }),
      // A small yen amount whose dinar value rounds up: the case that showed the allowance must scale.
      { examples: [['0.181', 'JPY', 'TND']] },
    );
  });

  it('grows with the amount and always answers three decimals', () => {
    fc.assert(
      fc.property(amountArb, amountArb, codeArb, codeArb, (a, b, from, to) => {
        const [small, large] = asNumber(a) <= asNumber(b) ? [a, b] : [b, a];
        const smallResult = convertCurrency({ amount: small, from, to, rates: RATES });
        const largeResult = convertCurrency({ amount: large, from, to, rates: RATES });
        expect(smallResult).toMatch(/^\d+\.\d{3}$/);
        const { numerator: sn, denominator: sd } = parseDecimal(smallResult);
        const { numerator: ln, denominator: ld } = parseDecimal(largeResult);
        expect(sn * ld <= ln * sd).toBe(true);
      }),
    );
  });
});
