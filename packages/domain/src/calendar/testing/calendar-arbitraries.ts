/** fast-check generators shared by the calendar property tests: dates, holiday tables, session calendars. */
import fc from 'fast-check';
import { addDays, type CalendarDate } from '../calendar-date.ts';
import type { DateRange } from '../date-ranges.ts';
import { createDefaultSessionCalendar, type SessionCalendar } from '../session-modes.ts';
import { listTunisianHolidays } from '../tunisian-holidays.ts';
import type { HolidayTable } from '../working-days.ts';

export const FIRST_TEST_DATE = '2025-06-01';
const TEST_DAYS = 900;

/** The bank's holidays for the years the tests walk through. */
export const TUNISIAN_HOLIDAYS: HolidayTable = [2025, 2026, 2027, 2028].flatMap(listTunisianHolidays);

export const DEFAULT_CALENDAR: SessionCalendar = createDefaultSessionCalendar([2025, 2026, 2027, 2028]);

/** A date from mid-2025 to late 2027: two Ramadans, three summers, every Tunisian holiday in between. */
export const dateArb: fc.Arbitrary<CalendarDate> = fc
  .integer({ min: 0, max: TEST_DAYS })
  .map((days) => addDays(FIRST_TEST_DATE, days));

const rangeArb = (maxDays: number): fc.Arbitrary<DateRange> =>
  fc
    .record({ dateFrom: dateArb, days: fc.integer({ min: 1, max: maxDays }) })
    .map(({ dateFrom, days }) => ({ dateFrom, dateTo: addDays(dateFrom, days - 1) }));

/** The real table, or made-up holidays of one to four days (bridges and long weekends included). */
export const holidayTableArb: fc.Arbitrary<HolidayTable> = fc.oneof(
  fc.constant(TUNISIAN_HOLIDAYS),
  fc.array(rangeArb(4), { maxLength: 40 }),
);

/** The default calendar, Ramadan read from the Hijri calendar, or made-up periods that may overlap. */
export const sessionCalendarArb: fc.Arbitrary<SessionCalendar> = fc.oneof(
  fc.constant(DEFAULT_CALENDAR),
  fc.constant({ singleSessionPeriods: [] }),
  fc.record({
    singleSessionPeriods: fc.array(rangeArb(70), { maxLength: 4 }),
    ramadanPeriods: fc.array(rangeArb(30), { maxLength: 3 }),
  }),
);
