import { describe, expect, it } from 'vitest';
import { formatMonth, toMonth } from './month-label';

describe('formatMonth', () => {
  it('names the month per language, with Latin digits', () => {
    expect(formatMonth('11/2026', 'fr')).toBe('novembre 2026');
    expect(formatMonth('01/2026', 'en')).toBe('January 2026');
    expect(formatMonth('02/2026', 'ar')).toMatch(/2026/);
    expect(formatMonth('12/2025', 'fr', 'short')).toBe('déc.');
  });

  it('reads the month of a calendar date', () => {
    expect(toMonth('2026-02-26')).toBe('02/2026');
  });
});
