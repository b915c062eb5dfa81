import { describe, expect, it } from 'vitest';
import { computeAxis, findExtremes, linearScale } from './chart-scale';

describe('computeAxis', () => {
  it('covers the values with round ticks from zero', () => {
    expect(computeAxis([3622.279, 5203.818, 2769.8])).toEqual({
      min: 0,
      max: 6000,
      ticks: [0, 2000, 4000, 6000],
    });
  });

  it('goes below zero for an overdrawn month and copes with a flat line', () => {
    const axis = computeAxis([-320, 900]);
    expect(axis.min).toBeLessThanOrEqual(-320);
    expect(axis.ticks).toContain(0);
    expect(computeAxis([0, 0])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
  });
});

describe('linearScale and findExtremes', () => {
  it('place values and find the highest and lowest month', () => {
    const y = linearScale([0, 100], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(50)).toBe(100);
    expect(findExtremes([3, 9, 1, 9])).toEqual({ high: 1, low: 2 });
  });
});
