import { describe, expect, it } from 'vitest';
import { computeRepaidPercent, splitByYear, toMillimes } from './schedule-figures';

describe('schedule figures', () => {
  it('reads the API’s decimal text as exact millimes', () => {
    expect(toMillimes('40000.000')).toBe(40_000_000n);
    expect(toMillimes('523.45')).toBe(523_450n);
    expect(toMillimes('-0.005')).toBe(-5n);
  });

  it('tells the share of the principal repaid', () => {
    expect(computeRepaidPercent({ originalAmount: '40000.000', remainingCapital: '22000.000' })).toBe(45);
    expect(computeRepaidPercent({ originalAmount: '8000.000', remainingCapital: '0.000' })).toBe(100);
  });

  it('adds each year’s principal and profit to the millime', () => {
    const rows = Array.from({ length: 14 }, (_, index) => ({
      number: index + 1,
      principal: '100.001',
      profit: '10.500',
    }));
    expect(splitByYear(rows)).toEqual([
      { year: 1, principal: 1_200_012n, profit: 126_000n },
      { year: 2, principal: 200_002n, profit: 21_000n },
    ]);
  });
});
