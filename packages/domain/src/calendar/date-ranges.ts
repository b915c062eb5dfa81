/** Date ranges given as data (holidays, single-session periods, Ramadan): both ends included. */
import type { CalendarDate } from './calendar-date.ts';

/** Same shape as a bank holiday of spec §3 (dateFrom..dateTo), so the holiday table fits as is. */
export type DateRange = { dateFrom: CalendarDate; dateTo: CalendarDate };

/** YYYY-MM-DD text sorts as dates do, so plain text comparison is enough. */
export function isInDateRanges(date: CalendarDate, ranges: readonly DateRange[]): boolean {
  return ranges.some((range) => range.dateFrom <= date && date <= range.dateTo);
}

/** Consecutive dates of `dates` (sorted, no duplicates) grouped into ranges. */
export function groupConsecutiveDates(
  dates: readonly CalendarDate[],
  nextDay: (date: CalendarDate) => CalendarDate,
): DateRange[] {
  const ranges: DateRange[] = [];
  for (const date of dates) {
    const last = ranges.at(-1);
    if (last && nextDay(last.dateTo) === date) {
      last.dateTo = date;
    } else {
      ranges.push({ dateFrom: date, dateTo: date });
    }
  }
  return ranges;
}
