import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatIban,
  formatIsoDate,
  formatMoney,
  formatRib,
  formatTunisDateTime,
  splitRib,
} from './format.ts';

describe('formatAmount', () => {
  it('writes TND with three decimals and each language’s separators', () => {
    expect(formatAmount(1_234_567_500n, 3, 'fr')).toBe('1\u00a0234\u00a0567,500');
    expect(formatAmount(1_234_567_500n, 3, 'en')).toBe('1,234,567.500');
    expect(formatAmount(1_234_567_500n, 3, 'ar')).toBe('1.234.567,500');
  });

  it('pads small amounts and keeps the sign of debits', () => {
    expect(formatAmount(5n, 3, 'fr')).toBe('0,005');
    expect(formatAmount(-87_450n, 3, 'en')).toBe('-87.450');
    expect(formatAmount(0n, 2, 'fr')).toBe('0,00');
    expect(formatAmount(1_000n, 0, 'en')).toBe('1,000');
  });

  it('stays exact beyond what a float can hold', () => {
    expect(formatAmount(9_007_199_254_740_993_001n, 3, 'en')).toBe('9,007,199,254,740,993.001');
  });

  it('adds the currency code after the amount', () => {
    expect(formatMoney(-150_500n, 3, 'TND', 'fr')).toBe('-150,500\u00a0TND');
    expect(formatMoney(1_999n, 2, 'EUR', 'en')).toBe('19.99\u00a0EUR');
  });

  it('refuses a negative number of decimals', () => {
    expect(() => formatAmount(1n, -1, 'fr')).toThrow(RangeError);
  });
});

describe('bank identifiers and dates', () => {
  it('groups a RIB as bank, branch, account and key', () => {
    expect(formatRib('32001001234567890151')).toBe('32 001 0012345678901 51');
    expect(splitRib('32 001 0012345678901 51')).toEqual({
      bank: '32',
      branch: '001',
      account: '0012345678901',
      key: '51',
    });
  });

  it('prints an IBAN in groups of four', () => {
    expect(formatIban('TN5932001001234567890151')).toBe('TN59 3200 1001 2345 6789 0151');
  });

  it('writes calendar dates day first and refuses anything else', () => {
    expect(formatIsoDate('2026-03-09')).toBe('09/03/2026');
    expect(() => formatIsoDate('09/03/2026')).toThrow(RangeError);
  });

  it('gives the issue time in Tunis', () => {
    expect(formatTunisDateTime(new Date('2026-03-31T23:30:00Z'))).toEqual({
      date: '01/04/2026',
      time: '00:30',
    });
  });
});
