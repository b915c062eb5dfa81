import { describe, expect, it } from 'vitest';
import { checkPeriod, getDefaultPeriod, getLatestEndDate, getMonthToDate } from './history-period';

describe('checkPeriod', () => {
  it('accepts up to two months and refuses more or a reversed period', () => {
    expect(checkPeriod('2026-01-15', '2026-03-15')).toBeNull();
    expect(checkPeriod('2026-01-15', '2026-03-16')).toBe('periodTooLong');
    expect(checkPeriod('2026-03-02', '2026-03-01')).toBe('periodReversed');
    expect(checkPeriod('2026-03-01', '2026-03-01')).toBeNull();
  });
});

describe('getDefaultPeriod', () => {
  it('ends today and starts as early as the rule allows', () => {
    expect(getDefaultPeriod('2026-11-20')).toEqual({ startDate: '2026-09-20', endDate: '2026-11-20' });
    // Two months before 30 April is 28 February, too early by two days.
    expect(getDefaultPeriod('2026-04-30')).toEqual({ startDate: '2026-03-01', endDate: '2026-04-30' });
    expect(checkPeriod(getDefaultPeriod('2024-04-30').startDate, '2024-04-30')).toBeNull();
  });
});

describe('getLatestEndDate and getMonthToDate', () => {
  it('stop at today', () => {
    expect(getLatestEndDate('2026-01-10', '2026-11-20')).toBe('2026-03-10');
    expect(getLatestEndDate('2026-10-10', '2026-11-20')).toBe('2026-11-20');
    expect(getMonthToDate('2026-11-20')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-20' });
  });
});
