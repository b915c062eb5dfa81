import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  getDayOfWeek,
  isCalendarDate,
  isWeekend,
  toCalendarDate,
} from './calendar-date.ts';

const dateArb = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('calendar dates', () => {
  it('knows real dates from look-alikes', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('2025-1-01')).toBe(false);
    expect(isCalendarDate('01/02/2025')).toBe(false);
  });

  it('knows the weekend: Saturday and Sunday', () => {
    expect(getDayOfWeek('2025-03-08')).toBe(6);
    expect(isWeekend('2025-03-08')).toBe(true);
    expect(isWeekend('2025-03-09')).toBe(true);
    expect(isWeekend('2025-03-10')).toBe(false);
    expect(isWeekend('2025-03-07')).toBe(false);
  });

  it('adds months, keeping the day or falling back to the end of a shorter month', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-11-30', 3)).toBe('2025-02-28');
    expect(addMonths('2023-11-29', 3)).toBe('2024-02-29');
    expect(addMonths('2025-10-15', 3)).toBe('2026-01-15');
  });

  it('adds days back and forth to the same date, one weekday after another', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -800, max: 800 }), (date, days) => {
        const moved = addDays(date, days);
        expect(isCalendarDate(moved)).toBe(true);
        expect(addDays(moved, -days)).toBe(date);
        expect(getDayOfWeek(moved)).toBe((((getDayOfWeek(date) + days) % 7) + 7) % 7);
      }),
    );
  });

  it('reads today in Tunis, an hour ahead of UTC', () => {
    expect(toCalendarDate(new Date('2025-03-09T23:30:00Z'))).toBe('2025-03-10');
    expect(toCalendarDate(new Date('2025-03-09T22:30:00Z'))).toBe('2025-03-09');
  });
});
