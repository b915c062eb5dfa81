import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-date.ts';
import { isInDateRanges } from './date-ranges.ts';
import { isInRamadan } from './hijri.ts';
import {
  createDefaultSessionCalendar,
  getInterbankCutoff,
  getSessionMode,
  INTERBANK_CUTOFFS,
  listRamadanPeriods,
  type SessionCalendar,
} from './session-modes.ts';
import { DEFAULT_CALENDAR, dateArb, sessionCalendarArb } from './testing/calendar-arbitraries.ts';
import { parseClock } from './tunis-time.ts';

describe('session modes', () => {
  it('reads 2026 from the default calendar: Ramadan, summer single session, else normal', () => {
    expect(getSessionMode('2026-02-17', DEFAULT_CALENDAR)).toBe('NORMAL');
    expect(getSessionMode('2026-02-18', DEFAULT_CALENDAR)).toBe('RAMADAN');
    expect(getSessionMode('2026-03-19', DEFAULT_CALENDAR)).toBe('RAMADAN');
    expect(getSessionMode('2026-06-30', DEFAULT_CALENDAR)).toBe('NORMAL');
    expect(getSessionMode('2026-07-01', DEFAULT_CALENDAR)).toBe('SINGLE_SESSION');
    expect(getSessionMode('2026-08-31', DEFAULT_CALENDAR)).toBe('SINGLE_SESSION');
    expect(getSessionMode('2026-09-01', DEFAULT_CALENDAR)).toBe('NORMAL');
  });

  it('gives the cut-off of spec §9 in minutes after midnight', () => {
    expect(getInterbankCutoff('2026-11-20', DEFAULT_CALENDAR)).toBe(14 * 60);
    expect(getInterbankCutoff('2026-07-15', DEFAULT_CALENDAR)).toBe(10 * 60);
    expect(getInterbankCutoff('2026-03-04', DEFAULT_CALENDAR)).toBe(11 * 60);
  });

  it('puts Ramadan before a single-session period, and takes an empty Ramadan list at its word', () => {
    const calendar: SessionCalendar = {
      singleSessionPeriods: [{ dateFrom: '2026-03-01', dateTo: '2026-03-31' }],
    };
    expect(getSessionMode('2026-03-04', calendar)).toBe('RAMADAN');
    expect(getSessionMode('2026-03-25', calendar)).toBe('SINGLE_SESSION');
    expect(getSessionMode('2026-03-04', { ...calendar, ramadanPeriods: [] })).toBe('SINGLE_SESSION');
  });

  it('lists the Ramadan days of a year as ranges, two when Ramadan comes round twice', () => {
    expect(listRamadanPeriods(2026)).toEqual([{ dateFrom: '2026-02-18', dateTo: '2026-03-19' }]);
    expect(listRamadanPeriods(2030)).toEqual([
      { dateFrom: '2030-01-05', dateTo: '2030-02-03' },
      { dateFrom: '2030-12-26', dateTo: '2030-12-31' },
    ]);
    expect(createDefaultSessionCalendar([2027]).singleSessionPeriods).toEqual([
      { dateFrom: '2027-07-01', dateTo: '2027-08-31' },
    ]);
  });

  it('matches the Hijri calendar day by day with the listed Ramadan periods', () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        expect(isInDateRanges(date, DEFAULT_CALENDAR.ramadanPeriods ?? [])).toBe(isInRamadan(date));
        expect(getSessionMode(date, DEFAULT_CALENDAR)).toBe(
          getSessionMode(date, { singleSessionPeriods: DEFAULT_CALENDAR.singleSessionPeriods }),
        );
      }),
    );
  });

  it('takes the mode from the data and the cut-off from the mode', () => {
    fc.assert(
      fc.property(dateArb, sessionCalendarArb, fc.integer({ min: -3, max: 3 }), (date, calendar, shift) => {
        const mode = getSessionMode(addDays(date, shift), calendar);
        const inRamadan = calendar.ramadanPeriods
          ? isInDateRanges(addDays(date, shift), calendar.ramadanPeriods)
          : isInRamadan(addDays(date, shift));
        const inSingle = isInDateRanges(addDays(date, shift), calendar.singleSessionPeriods);
        expect(mode).toBe(inRamadan ? 'RAMADAN' : inSingle ? 'SINGLE_SESSION' : 'NORMAL');
        expect(getInterbankCutoff(addDays(date, shift), calendar)).toBe(parseClock(INTERBANK_CUTOFFS[mode]));
      }),
    );
  });
});
