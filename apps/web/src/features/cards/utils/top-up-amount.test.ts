import { describe, expect, it } from 'vitest';
import { readTopUpAmount } from './top-up-amount';

describe('readTopUpAmount', () => {
  it('reads a comma or a point as the decimal separator', () => {
    expect(readTopUpAmount('12,5')).toEqual({ isValid: true, isPositive: true, decimal: '12.5' });
    expect(readTopUpAmount(' 25 ')).toEqual({ isValid: true, isPositive: true, decimal: '25' });
  });
  it('refuses zero, letters and more than three decimals', () => {
    expect(readTopUpAmount('0,000').isPositive).toBe(false);
    expect(readTopUpAmount('abc').isValid).toBe(false);
    expect(readTopUpAmount('1.2345').isValid).toBe(false);
  });
});
