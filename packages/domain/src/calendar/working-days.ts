/**
 * Bank working days: Monday to Friday, outside the bank holidays. The holiday table is data (the
 * bank's `bank/holidays` list, or `listTunisianHolidays` for a default), never looked up here.
 */
import { addDays, type CalendarDate, isWeekend } from './calendar-date.ts';
import { type DateRange, isInDateRanges } from './date-ranges.ts';

/** The bank holidays that close the bank, first and last day included. */
export type HolidayTable = readonly DateRange[];

/** A year of rest days in a row means the table is wrong; better to say so than to loop for ever. */
const MAX_REST_DAYS_IN_A_ROW = 366;

export function isWorkingDay(date: CalendarDate, holidays: HolidayTable): boolean {
  return !isWeekend(date) && !isInDateRanges(date, holidays);
}

/** A weekend day or a bank holiday. */
export function isRestDay(date: CalendarDate, holidays: HolidayTable): boolean {
  return !isWorkingDay(date, holidays);
}

/** `date` itself when the bank works that day, else the first working day after it. */
export function getWorkingDayOnOrAfter(date: CalendarDate, holidays: HolidayTable): CalendarDate {
  let candidate = date;
  for (let step = 0; step <= MAX_REST_DAYS_IN_A_ROW; step += 1) {
    if (isWorkingDay(candidate, holidays)) {
      return candidate;
    }
    candidate = addDays(candidate, 1);
  }
  throw new RangeError(`No working day within a year after ${date}: check the holiday table`);
}

/** The first working day strictly after `date`. */
export function nextWorkingDay(date: CalendarDate, holidays: HolidayTable): CalendarDate {
  return getWorkingDayOnOrAfter(addDays(date, 1), holidays);
}
