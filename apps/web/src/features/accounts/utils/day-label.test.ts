import { describe, expect, it } from 'vitest';
import { formatIsoDayWithWeekday } from '../../../lib/format';
import { getRelativeDay } from './day-label';

describe('day labels', () => {
  it('names today and yesterday, and writes other days in full', () => {
    expect(getRelativeDay('2026-03-01', '2026-03-01')).toBe('today');
    expect(getRelativeDay('2026-02-28', '2026-03-01')).toBe('yesterday');
    expect(getRelativeDay('2026-02-27', '2026-03-01')).toBeNull();
    expect(formatIsoDayWithWeekday('2026-02-26', 'fr')).toBe('jeudi 26 février 2026');
    expect(formatIsoDayWithWeekday('2026-02-26', 'en')).toBe('Thursday, 26 February 2026');
  });
});
