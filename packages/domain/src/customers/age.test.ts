import { describe, expect, it } from 'vitest';
import { getAgeInYears, isAdult } from './age.ts';

describe('adult age', () => {
  const today = new Date('2026-03-02T08:00:00Z');

  it('turns 18 on the birthday, not the day before', () => {
    expect(isAdult('2008-03-02', today)).toBe(true);
    expect(isAdult('2008-03-03', today)).toBe(false);
    expect(getAgeInYears('1990-04-12', today)).toBe(35);
  });
});
