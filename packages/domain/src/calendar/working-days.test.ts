import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isWeekend } from './calendar-date.ts';
import { dateArb, holidayTableArb, TUNISIAN_HOLIDAYS } from './testing/calendar-arbitraries.ts';
import { formatClock, fromTunisTime, parseClock, toTunisTime } from './tunis-time.ts';
import { getWorkingDayOnOrAfter, isRestDay, isWorkingDay, nextWorkingDay } from './working-days.ts';

describe('working days', () => {
  it('rests on weekends and on the days of the holiday table', () => {
    expect(isWorkingDay('2026-11-20', TUNISIAN_HOLIDAYS)).toBe(true);
    expect(isWorkingDay('2026-11-21', TUNISIAN_HOLIDAYS)).toBe(false);
    expect(isRestDay('2026-05-28', TUNISIAN_HOLIDAYS)).toBe(true);
    expect(nextWorkingDay('2026-05-26', TUNISIAN_HOLIDAYS)).toBe('2026-05-29');
    expect(nextWorkingDay('2026-03-19', TUNISIAN_HOLIDAYS)).toBe('2026-03-23');
    expect(getWorkingDayOnOrAfter('2026-11-20', TUNISIAN_HOLIDAYS)).toBe('2026-11-20');
    expect(nextWorkingDay('2026-12-31', [])).toBe('2027-01-01');
  });

  it('refuses a holiday table that never lets the bank open', () => {
    expect(() => nextWorkingDay('2026-01-01', [{ dateFrom: '2026-01-01', dateTo: '2030-12-31' }])).toThrow(
      RangeError,
    );
  });

  it('finds the first working day, with only rest days skipped on the way', () => {
    fc.assert(
      fc.property(dateArb, holidayTableArb, (date, holidays) => {
        const next = nextWorkingDay(date, holidays);
        expect(next > date).toBe(true);
        expect(isWorkingDay(next, holidays)).toBe(true);
        for (let day = addDays(date, 1); day < next; day = addDays(day, 1)) {
          expect(isRestDay(day, holidays)).toBe(true);
        }
        expect(getWorkingDayOnOrAfter(date, holidays)).toBe(isWorkingDay(date, holidays) ? date : next);
        if (isWeekend(date)) {
          expect(isRestDay(date, holidays)).toBe(true);
        }
      }),
    );
  });
});

describe('Tunis clock', () => {
  it('turns a Tunis date and clock into the instant and back', () => {
    expect(fromTunisTime('2026-11-20', parseClock('14:00')).toISOString()).toBe('2026-11-20T13:00:00.000Z');
    // Tunisia kept summer time until 2008.
    expect(fromTunisTime('2008-07-01', parseClock('14:00')).toISOString()).toBe('2008-07-01T12:00:00.000Z');
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 0, max: 24 * 60 - 1 }), (date, minutes) => {
        expect(toTunisTime(fromTunisTime(date, minutes))).toMatchObject({ date, minutes });
        expect(parseClock(formatClock(minutes))).toBe(minutes);
      }),
    );
    expect(() => formatClock(24 * 60)).toThrow(RangeError);
  });
});
