import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatScaled, roundForUnit, roundToScaled, scaledToNumber } from './rounding.ts';

describe('rounding to the unit', () => {
  it.each([
    [1.0005, 3, 1001n],
    [1.0004, 3, 1000n],
    [-1.0005, 3, -1001n],
    [2.5, 0, 3n],
    [-2.5, 0, -3n],
    [1234.5675, 3, 1_234_568n],
    [0.1 + 0.2, 3, 300n],
    [1e-7, 3, 0n],
    [9.755, 2, 976n],
  ])('rounds %d to %d decimals as %s', (value, decimals, expected) => {
    expect(roundToScaled(value, decimals)).toBe(expected);
  });

  it('gives back any amount of millimes it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (millimes) => {
        expect(roundToScaled(scaledToNumber(BigInt(millimes), 3), 3)).toBe(BigInt(millimes));
      }),
    );
  });

  it('writes the wire text with exactly the unit decimals', () => {
    expect(formatScaled(1_234_500n, 3)).toBe('1234.500');
    expect(formatScaled(-5n, 3)).toBe('-0.005');
    expect(formatScaled(975n, 2)).toBe('9.75');
    expect(formatScaled(240n, 0)).toBe('240');
    expect(roundForUnit(33.456, 'PERCENT')).toBe(33.46);
  });

  it('refuses what is not a number', () => {
    expect(() => roundToScaled(Number.NaN, 3)).toThrow(RangeError);
    expect(() => roundToScaled(Number.POSITIVE_INFINITY, 3)).toThrow(RangeError);
  });
});
