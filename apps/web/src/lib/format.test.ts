import { describe, expect, it } from 'vitest';

import {
  formatAmountPlaceholder,
  formatDateTime,
  formatDecimal,
  formatIsoDate,
  getDateFormat,
  getNumberFormat,
} from './format';
import { formatMoney } from './money-format';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDecimal', () => {
  it('writes exact decimal text per language, without float rounding', () => {
    expect(spaces(formatDecimal('1234567890123.455', 'fr', 3))).toBe('1 234 567 890 123,455');
    expect(formatDecimal('1234567890123.455', 'en', 3)).toBe('1,234,567,890,123.455');
    expect(formatDecimal('3.3560', 'ar', 4)).toMatch(/^3[.,٫]3560$/);
    expect(formatDecimal('0.1', 'fr', 3)).toBe('0,100');
  });

  it('reads calendar dates as days in Tunis', () => {
    expect(formatIsoDate('2026-12-17', 'fr')).toBe('17 décembre 2026');
    expect(formatIsoDate('2026-12-17', 'en')).toBe('17 December 2026');
  });
});

describe('the Intl formats', () => {
  it('are built once per language and options, and apart for each', () => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'Africa/Tunis' };
    expect(getDateFormat('fr', { ...options })).toBe(getDateFormat('fr', { ...options }));
    expect(getDateFormat('ar', options)).not.toBe(getDateFormat('fr', options));
    expect(getDateFormat('fr', { ...options, dateStyle: 'long' })).not.toBe(getDateFormat('fr', options));
    expect(getNumberFormat('en', { maximumFractionDigits: 3 })).toBe(
      getNumberFormat('en', { maximumFractionDigits: 3 }),
    );
    expect(getNumberFormat('en', { maximumFractionDigits: 2 }).format(1.005)).not.toBe(
      getNumberFormat('en', { maximumFractionDigits: 3 }).format(1.005),
    );
  });
});

describe('formatDateTime', () => {
  it('writes an instant in Tunis time on a 24-hour clock in every language', () => {
    expect(formatDateTime('2026-11-27T21:27:00Z', 'fr')).toMatch(/27 nov\. 2026.*22:27/);
    expect(formatDateTime('2026-11-27T21:27:00Z', 'en')).toMatch(/27 Nov 2026.*22:27/);
    expect(formatDateTime('2026-11-27T21:27:00Z', 'ar')).toMatch(/22:27/);
  });
});

describe('one way to write numbers per language', () => {
  it('writes Arabic thousands apart by a space and decimals after a comma, never a dot between digits', () => {
    expect(formatDecimal('40000', 'ar', 0)).toBe('40\u202f000');
    expect(formatDecimal('657.145', 'ar', 3)).toBe('657,145');
    expect(formatMoney('40000', 'TND', 'ar')).toMatch(/^40\u202f000,000\s/);
    expect(formatMoney('657.145', 'TND', 'ar')).toMatch(/^657,145\s/);
  });

  it('gives an empty amount field the placeholder its values are written with', () => {
    expect(formatAmountPlaceholder(3, 'fr')).toBe('0,000');
    expect(formatAmountPlaceholder(3, 'ar')).toBe('0,000');
    expect(formatAmountPlaceholder(3, 'en')).toBe('0.000');
    expect(formatAmountPlaceholder(2, 'en')).toBe('0.00');
    expect(formatAmountPlaceholder(0, 'fr')).toBe('0');
  });
});
