import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findBankHoliday, isBankHoliday } from './bank-holidays.ts';
import { addDays } from './calendar-date.ts';
import { isInRamadan, toHijri } from './hijri.ts';
import { getScheduleSeason } from './schedule-season.ts';
import { parseClock, toTunisTime } from './tunis-time.ts';
import { listTunisianHolidays } from './tunisian-holidays.ts';

describe('Tunis time', () => {
  it('reads the wall clock in Tunis (UTC+1, no summer time)', () => {
    expect(toTunisTime(new Date('2026-11-23T07:30:00Z'))).toMatchObject({
      date: '2026-11-23',
      weekday: 1,
      minutes: 8 * 60 + 30,
    });
    expect(toTunisTime(new Date('2026-07-05T23:30:00Z'))).toMatchObject({ date: '2026-07-06', weekday: 1 });
  });

  it('parses clock times and refuses anything else', () => {
    expect(parseClock('14:00')).toBe(840);
    expect(() => parseClock('24:00')).toThrow(RangeError);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('Tunisian bank holidays', () => {
  const holidays2026 = listTunisianHolidays(2026);
  const byKey = (key: string) => holidays2026.find((holiday) => holiday.key.startsWith(key));

  it('lists the national days and the feasts of 2026 with names in three languages', () => {
    expect(byKey('independence')).toMatchObject({ dateFrom: '2026-03-20', dateTo: '2026-03-20' });
    expect(byKey('eid-al-fitr')).toMatchObject({ dateFrom: '2026-03-20', dateTo: '2026-03-21' });
    expect(byKey('eid-al-adha')).toMatchObject({ dateFrom: '2026-05-27', dateTo: '2026-05-28' });
    expect(byKey('hijri-new-year')?.dateFrom).toBe('2026-06-16');
    expect(byKey('mawlid')?.dateFrom).toBe('2026-08-25');
    expect(byKey('revolution')?.names).toEqual({
      fr: 'Fête de la Révolution',
      en: 'Revolution Day',
      ar: 'عيد الثورة',
    });
    expect(listTunisianHolidays(2027).find((h) => h.key.startsWith('eid-al-fitr'))?.dateFrom).toBe(
      '2027-03-09',
    );
  });

  it('gives sorted, well-formed ranges that start in the asked year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2020, max: 2040 }), (year) => {
        const holidays = listTunisianHolidays(year);
        expect(holidays.length).toBeGreaterThanOrEqual(12);
        for (const [index, holiday] of holidays.entries()) {
          expect(holiday.dateFrom.startsWith(String(year))).toBe(true);
          expect(holiday.dateFrom <= holiday.dateTo).toBe(true);
          expect(index === 0 || (holidays[index - 1]?.dateFrom ?? '') <= holiday.dateFrom).toBe(true);
        }
      }),
      { numRuns: 8 },
    );
  });

  it('finds the holiday covering a date, both ends included', () => {
    const range = [{ dateFrom: '2026-05-27', dateTo: '2026-05-28', label: 'Aïd' }];
    expect(findBankHoliday('2026-05-28', range)?.label).toBe('Aïd');
    expect(isBankHoliday('2026-05-26', range)).toBe(false);
    expect(isBankHoliday('2026-05-29', range)).toBe(false);
  });
});

describe('schedule seasons', () => {
  it('uses Ramadan hours through the month of Ramadan, summer hours in July and August', () => {
    expect(toHijri('2026-02-18')).toEqual({ year: 1447, month: 9, day: 1 });
    expect(getScheduleSeason('2026-02-18')).toBe('RAMADAN');
    expect(getScheduleSeason('2026-03-19')).toBe('RAMADAN');
    expect(getScheduleSeason('2026-03-20')).toBe('WINTER');
    expect(getScheduleSeason('2026-07-01')).toBe('SUMMER');
    expect(getScheduleSeason('2026-08-31')).toBe('SUMMER');
    expect(getScheduleSeason('2026-11-21')).toBe('WINTER');
  });

  it('has Ramadan last 29 or 30 consecutive days every year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2020, max: 2040 }), (year) => {
        let days = 0;
        for (
          let date = `${year}-01-01`;
          date.startsWith(String(year + 1)) === false;
          date = addDays(date, 1)
        ) {
          days += isInRamadan(date) ? 1 : 0;
        }
        // One Ramadan per year, sometimes cut by the new year (then a second one may start in December).
        expect(days).toBeGreaterThan(0);
        expect(days).toBeLessThanOrEqual(60);
      }),
      { numRuns: 5 },
    );
  });
});
