import { describe, expect, it } from 'vitest';
import { computeAxisScale, createScale, spreadTicks } from './chart-scale';

describe('chart axes', () => {
  it('rounds the top of an axis to a readable step', () => {
    expect(computeAxisScale(160_000)).toEqual({
      max: 200_000,
      step: 50_000,
      ticks: [0, 50_000, 100_000, 150_000, 200_000],
    });
    expect(computeAxisScale(1.57)).toMatchObject({ max: 2, step: 0.5 });
    expect(computeAxisScale(0)).toEqual({ max: 1, step: 1, ticks: [0, 1] });
  });

  it('maps values onto pixels, reversed for a vertical axis', () => {
    const y = createScale([0, 200], [180, 20]);
    expect(y(0)).toBe(180);
    expect(y(200)).toBe(20);
    expect(y(100)).toBe(100);
  });

  it('spreads ticks on whole years and keeps both ends', () => {
    expect(spreadTicks(240, 6, 12)).toEqual([0, 48, 96, 144, 192, 240]);
    expect(spreadTicks(24, 7)).toEqual([0, 4, 8, 12, 16, 20, 24]);
    expect(spreadTicks(3, 7)).toEqual([0, 1, 2, 3]);
    expect(spreadTicks(0, 5)).toEqual([0]);
  });
});
