import { describe, expect, it } from 'vitest';
import { getDayPart, getTunisHour } from './day-part';

describe('greeting of the day', () => {
  it('reads the hour in Tunis (UTC+1, no daylight saving)', () => {
    expect(getTunisHour(new Date('2026-07-01T07:30:00Z'))).toBe(8);
    expect(getTunisHour(new Date('2026-01-01T23:30:00Z'))).toBe(0);
  });

  it('says good morning, afternoon or evening', () => {
    expect(getDayPart(8)).toBe('morning');
    expect(getDayPart(12)).toBe('afternoon');
    expect(getDayPart(18)).toBe('evening');
    expect(getDayPart(2)).toBe('evening');
  });
});
