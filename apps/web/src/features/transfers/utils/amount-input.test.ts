import { describe, expect, it } from 'vitest';
import { addAmounts, normalizeAmount, sanitizeAmountInput, toAmountText, toMinorUnits } from './amount-input';

describe('typing an amount', () => {
  it('keeps digits and the first separator, and the currency’s decimals only', () => {
    expect(sanitizeAmountInput('150,5', 3)).toBe('150,5');
    expect(sanitizeAmountInput('1 250.12345', 3)).toBe('1250.123');
    expect(sanitizeAmountInput('12.3.4', 2)).toBe('12.34');
    expect(sanitizeAmountInput('abc-42', 3)).toBe('42');
    expect(sanitizeAmountInput(',5', 3)).toBe('0,5');
    expect(sanitizeAmountInput('99.9', 0)).toBe('99');
    expect(sanitizeAmountInput('1234567890123456', 3)).toBe('123456789012');
  });
});

describe('amounts in minor units', () => {
  it('reads decimal text exactly, with the currency’s decimals', () => {
    expect(toMinorUnits('150', 'TND')).toBe(150_000n);
    expect(toMinorUnits('150,5', 'TND')).toBe(150_500n);
    expect(toMinorUnits('0.001', 'TND')).toBe(1n);
    expect(toMinorUnits('-12.500', 'TND')).toBe(-12_500n);
    expect(toMinorUnits('19.99', 'EUR')).toBe(1999n);
    expect(toMinorUnits('1000', 'JPY')).toBe(1000n);
  });

  it('refuses what is no amount or has too many decimals', () => {
    expect(toMinorUnits('', 'TND')).toBeNull();
    expect(toMinorUnits('1.2345', 'TND')).toBeNull();
    expect(toMinorUnits('19.999', 'EUR')).toBeNull();
    expect(toMinorUnits('1e3', 'TND')).toBeNull();
  });

  it('writes minor units back as the API’s text, and round-trips', () => {
    expect(toAmountText(150_000n, 'TND')).toBe('150.000');
    expect(toAmountText(5n, 'TND')).toBe('0.005');
    expect(toAmountText(-1999n, 'EUR')).toBe('-19.99');
    expect(toAmountText(42n, 'JPY')).toBe('42');
    for (const minor of [0n, 1n, 999n, 1000n, 123_456_789n, 99_999_999_999_999n]) {
      expect(toMinorUnits(toAmountText(minor, 'TND'), 'TND')).toBe(minor);
    }
  });

  it('normalizes what was typed for the request', () => {
    expect(normalizeAmount('150', 'TND')).toBe('150.000');
    expect(normalizeAmount('150,5', 'TND')).toBe('150.500');
    expect(normalizeAmount('abc', 'TND')).toBeNull();
  });

  it('adds an amount and its fees without floats', () => {
    expect(addAmounts('150.000', '0.700', 'TND')).toBe('150.700');
    expect(addAmounts('0.1', '0.2', 'TND')).toBe('0.300');
  });
});
