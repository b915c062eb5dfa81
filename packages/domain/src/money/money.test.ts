import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_MINOR_DIGITS, type CurrencyCode } from './currency.ts';
import {
  addMoney,
  allocateMoney,
  CurrencyMismatchError,
  createMoney,
  formatMoneyPlain,
  parseMoney,
  subtractMoney,
} from './money.ts';

const currencies = Object.keys(CURRENCY_MINOR_DIGITS) as CurrencyCode[];
const currencyArb = fc.constantFrom(...currencies);
const minorArb = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });

describe('money', () => {
  it('formats TND with three decimals and parses it back', () => {
    expect(formatMoneyPlain(createMoney(150_500n, 'TND'))).toBe('150.500');
    expect(formatMoneyPlain(createMoney(-5n, 'TND'))).toBe('-0.005');
    expect(formatMoneyPlain(createMoney(1234n, 'JPY'))).toBe('1234');
    expect(parseMoney('150,5', 'TND').minor).toBe(150_500n);
  });

  it('refuses more decimals than the currency has, and text that is not an amount', () => {
    expect(() => parseMoney('1.2345', 'TND')).toThrow(RangeError);
    expect(() => parseMoney('1.001', 'EUR')).toThrow(RangeError);
    expect(() => parseMoney('12a', 'TND')).toThrow(RangeError);
  });

  it('refuses to add two currencies', () => {
    expect(() => addMoney(createMoney(1n, 'TND'), createMoney(1n, 'EUR'))).toThrow(CurrencyMismatchError);
  });

  it('round-trips every amount through its text', () => {
    fc.assert(
      fc.property(minorArb, currencyArb, (minor, currency) => {
        const money = createMoney(minor, currency);
        expect(parseMoney(formatMoneyPlain(money), currency)).toEqual(money);
      }),
    );
  });

  it('adds and subtracts back to the start', () => {
    fc.assert(
      fc.property(minorArb, minorArb, currencyArb, (a, b, currency) => {
        const x = createMoney(a, currency);
        const y = createMoney(b, currency);
        expect(subtractMoney(addMoney(x, y), y)).toEqual(x);
      }),
    );
  });

  it('allocates without losing or creating a minor unit, each share within one unit of its ideal', () => {
    fc.assert(
      fc.property(
        minorArb,
        fc
          .array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 12 })
          .filter((r) => r.some((x) => x > 0)),
        (minor, ratios) => {
          const shares = allocateMoney(createMoney(minor, 'TND'), ratios);
          expect(shares.reduce((sum, s) => sum + s.minor, 0n)).toBe(minor);
          const total = ratios.reduce((s, r) => s + r, 0);
          shares.forEach((share, i) => {
            const ideal = (Number(minor) * (ratios[i] ?? 0)) / total;
            expect(Math.abs(Number(share.minor) - ideal)).toBeLessThanOrEqual(
              1.0001 + Math.abs(ideal) * 1e-12,
            );
          });
        },
      ),
    );
  });
});
