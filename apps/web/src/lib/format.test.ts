import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDecimal, formatIsoDate } from './format';

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

describe('formatDateTime', () => {
  it('writes an instant in Tunis time on a 24-hour clock in every language', () => {
    expect(formatDateTime('2026-11-27T21:27:00Z', 'fr')).toMatch(/27 nov\. 2026.*22:27/);
    expect(formatDateTime('2026-11-27T21:27:00Z', 'en')).toMatch(/27 Nov 2026.*22:27/);
    expect(formatDateTime('2026-11-27T21:27:00Z', 'ar')).toMatch(/22:27/);
  });
});
