import { describe, expect, it } from 'vitest';
import { daysUntil, isDeadlineSoon } from './deadline';

describe('an effect’s deadline', () => {
  it('counts whole days, across a month and a daylight-saving change', () => {
    expect(daysUntil('2026-12-03', '2026-11-27')).toBe(6);
    expect(daysUntil('2026-10-26', '2026-10-24')).toBe(2);
    expect(daysUntil('2026-11-20', '2026-11-27')).toBe(-7);
  });

  it('is soon from today to a week ahead, not once passed', () => {
    expect(isDeadlineSoon('2026-11-27', '2026-11-27')).toBe(true);
    expect(isDeadlineSoon('2026-12-04', '2026-11-27')).toBe(true);
    expect(isDeadlineSoon('2026-12-05', '2026-11-27')).toBe(false);
    expect(isDeadlineSoon('2026-11-26', '2026-11-27')).toBe(false);
  });
});
