import { describe, expect, it } from 'vitest';
import {
  formatHiddenMoney,
  formatMoney,
  getCurrencyDigits,
  isNegativeAmount,
  isolateAmount,
  MINUS_SIGN,
  toAbsoluteAmount,
} from './money-format';

// Intl separates groups and currencies with no-break spaces and marks Arabic with bidi controls.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u2066-\u2069]/g, '');

describe('formatMoney', () => {
  it('writes dinars with three decimals and other currencies with their own', () => {
    expect(plain(formatMoney('2769.800', 'TND', 'fr'))).toBe('2 769,800 DT');
    expect(plain(formatMoney('2769.8', 'TND', 'en'))).toBe('TND 2,769.800');
    expect(plain(formatMoney('748.22', 'EUR', 'fr'))).toBe('748,22 €');
    expect(plain(formatMoney('1000', 'JPY', 'en'))).toBe('JP¥1,000');
  });

  it('keeps Latin digits in Arabic, like every number of the app, without direction marks', () => {
    // The Arabic currency sign is isolated right to left (RLI … PDI) inside the left-to-right amount.
    expect(formatMoney('-1250.500', 'TND', 'ar').replace(/\u00a0/g, ' ')).toBe(
      `${MINUS_SIGN}1\u202f250,500 \u2067د.ت.\u2069`,
    );
    expect(isolateAmount('1 DT')).toBe('\u20661 DT\u2069');
  });

  it('never rounds an exact amount through a float', () => {
    expect(plain(formatMoney('98765432109876.125', 'TND', 'en'))).toBe('TND 98,765,432,109,876.125');
  });

  it('signs debits with a true minus and, when asked, credits with a plus', () => {
    expect(plain(formatMoney('-42.750', 'TND', 'fr'))).toBe(`${MINUS_SIGN}42,750 DT`);
    expect(plain(formatMoney('42.750', 'TND', 'fr', { signed: true }))).toBe('+42,750 DT');
    expect(plain(formatMoney('0.000', 'TND', 'fr', { signed: true }))).toBe('0,000 DT');
    expect(plain(formatMoney('-5.00', 'EUR', 'en', { signed: true }))).toBe(`${MINUS_SIGN}€5.00`);
  });
});

describe('formatHiddenMoney', () => {
  it('masks the digits and keeps the currency where the language writes it', () => {
    expect(plain(formatHiddenMoney('TND', 'fr'))).toBe('•••••• DT');
    expect(plain(formatHiddenMoney('TND', 'en'))).toBe('TND ••••••');
    expect(plain(formatHiddenMoney('EUR', 'ar'))).toBe('•••••• €');
  });
});

describe('amount text helpers', () => {
  it('read the sign without a float', () => {
    expect(isNegativeAmount('-0.001')).toBe(true);
    expect(isNegativeAmount('-0.000')).toBe(false);
    expect(isNegativeAmount('12.000')).toBe(false);
    expect(toAbsoluteAmount('-12.500')).toBe('12.500');
    expect(getCurrencyDigits('TND')).toBe(3);
    expect(getCurrencyDigits('EUR')).toBe(2);
    expect(getCurrencyDigits('XYZ')).toBe(2);
  });
});
