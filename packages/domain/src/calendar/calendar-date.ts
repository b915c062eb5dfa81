/**
 * Calendar dates as "YYYY-MM-DD" text: a day in Tunisia, with no time and no time zone, so a date
 * chosen in the browser is the same date on the server. Text order is date order.
 */

export type CalendarDate = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days of the week as Date.getUTCDay() numbers them. */
export const SUNDAY = 0;
export const SATURDAY = 6;

const toUtc = (date: CalendarDate): Date => {
  const match = DATE_PATTERN.exec(date);
  if (!match) {
    throw new RangeError(`Not a calendar date: "${date}"`);
  }
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
};

const fromUtc = (date: Date): CalendarDate => date.toISOString().slice(0, 10);

/** Whether `text` is a real date ("2025-02-30" is not). */
export function isCalendarDate(text: string): boolean {
  return DATE_PATTERN.test(text) && !Number.isNaN(toUtc(text).getTime()) && fromUtc(toUtc(text)) === text;
}

export function getDayOfWeek(date: CalendarDate): number {
  return toUtc(date).getUTCDay();
}

export function isWeekend(date: CalendarDate): boolean {
  const day = getDayOfWeek(date);
  return day === SATURDAY || day === SUNDAY;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const next = toUtc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return fromUtc(next);
}

/** The same day `months` later, or that month's last day when it is shorter (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const start = toUtc(date);
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return fromUtc(target);
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per time zone: building one costs far more than formatting with it. */
const dateFormatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter;
};

/** Today's date in a time zone (the bank's: Africa/Tunis), from an instant. */
export function toCalendarDate(instant: Date, timeZone = 'Africa/Tunis'): CalendarDate {
  return dateFormatterFor(timeZone).format(instant);
}
