/**
 * The bank's session mode on a date, which sets the interbank cut-off of spec §1 and §9: 14:00 on
 * a normal (two-session) day, 10:00 on a single-session day, 11:00 during Ramadan. Which dates are
 * single-session days or Ramadan is data the bank maintains, not a rule written here.
 */
import { addDays, type CalendarDate } from './calendar-date.ts';
import { type DateRange, groupConsecutiveDates, isInDateRanges } from './date-ranges.ts';
import { isInRamadan } from './hijri.ts';
import { parseClock } from './tunis-time.ts';

export const SESSION_MODES = ['NORMAL', 'SINGLE_SESSION', 'RAMADAN'] as const;
export type SessionMode = (typeof SESSION_MODES)[number];

export type SessionCalendar = {
  /** Single-session days (a one-day range for a single date), e.g. the summer period. */
  singleSessionPeriods: readonly DateRange[];
  /**
   * The Ramadan periods as the bank announced them (after the moon sighting). When absent, Ramadan
   * is read from the Umm al-Qura calendar; an empty list means "no Ramadan in these data".
   */
  ramadanPeriods?: readonly DateRange[];
};

/** Interbank cut-off per session mode, Tunis time (spec §9). */
export const INTERBANK_CUTOFFS: Readonly<Record<SessionMode, string>> = {
  NORMAL: '14:00',
  SINGLE_SESSION: '10:00',
  RAMADAN: '11:00',
};

/** Tunisian banks usually keep a single session in July and August. */
const SUMMER_FIRST_DAY = '07-01';
const SUMMER_LAST_DAY = '08-31';

export function isRamadanDay(date: CalendarDate, calendar: SessionCalendar): boolean {
  return calendar.ramadanPeriods ? isInDateRanges(date, calendar.ramadanPeriods) : isInRamadan(date);
}

/**
 * Ramadan wins over a single-session period: during Ramadan the bank keeps its Ramadan hours
 * whatever the season (the same order as the branch timetables of `getScheduleSeason`).
 */
export function getSessionMode(date: CalendarDate, calendar: SessionCalendar): SessionMode {
  if (isRamadanDay(date, calendar)) {
    return 'RAMADAN';
  }
  return isInDateRanges(date, calendar.singleSessionPeriods) ? 'SINGLE_SESSION' : 'NORMAL';
}

/** Minutes after midnight (Tunis) before which an interbank transfer validated on `date` runs that day. */
export function getInterbankCutoff(date: CalendarDate, calendar: SessionCalendar): number {
  return parseClock(INTERBANK_CUTOFFS[getSessionMode(date, calendar)]);
}

/** The Ramadan days falling in a Gregorian year by the Umm al-Qura calendar (a default to store and correct). */
export function listRamadanPeriods(year: number): DateRange[] {
  const ramadanDays: CalendarDate[] = [];
  for (let date = `${year}-01-01`; date.startsWith(String(year)); date = addDays(date, 1)) {
    if (isInRamadan(date)) {
      ramadanDays.push(date);
    }
  }
  return groupConsecutiveDates(ramadanDays, (date) => addDays(date, 1));
}

/** July and August of `year`: the usual summer single-session period. */
export function getSummerSingleSessionPeriod(year: number): DateRange {
  return { dateFrom: `${year}-${SUMMER_FIRST_DAY}`, dateTo: `${year}-${SUMMER_LAST_DAY}` };
}

/** A starting calendar for the given years: summer single sessions and Umm al-Qura Ramadans. */
export function createDefaultSessionCalendar(years: readonly number[]): SessionCalendar {
  return {
    singleSessionPeriods: years.map(getSummerSingleSessionPeriod),
    ramadanPeriods: years.flatMap(listRamadanPeriods),
  };
}
