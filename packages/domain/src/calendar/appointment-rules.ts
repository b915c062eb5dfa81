/**
 * Appointment rules of spec §5 and §9: a weekday after today, at most three months ahead, outside
 * the bank holidays, at a half-hour slot from 08:30 to 16:00. Each broken rule is a form key.
 */
import { addDays, addMonths, type CalendarDate, isCalendarDate, isWeekend } from './calendar-date.ts';

/** A bank holiday, first and last day included (spec §3 "Bank holiday" dateFrom..dateTo). */
export type HolidayRange = { from: CalendarDate; to: CalendarDate };

export const APPOINTMENT_MAX_MONTHS = 3;
export const APPOINTMENT_FIRST_SLOT = '08:30';
export const APPOINTMENT_LAST_SLOT = '16:00';
export const APPOINTMENT_SLOT_MINUTES = 30;

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** "08:30", "09:00" … "16:00": the hours a visitor can choose; the first is the default. */
export const APPOINTMENT_SLOTS: readonly string[] = Array.from(
  {
    length:
      (toMinutes(APPOINTMENT_LAST_SLOT) - toMinutes(APPOINTMENT_FIRST_SLOT)) / APPOINTMENT_SLOT_MINUTES + 1,
  },
  (_, index) => toTime(toMinutes(APPOINTMENT_FIRST_SLOT) + index * APPOINTMENT_SLOT_MINUTES),
);

export const isAppointmentSlot = (time: string): boolean => APPOINTMENT_SLOTS.includes(time);

export type AppointmentDateIssue =
  | 'date'
  | 'ErrorMsgRendezVousDate'
  | 'ErrorMsgRendezVousAfterThreeMonths'
  | 'ErrorMsgRendezVousDateWeekEnd'
  | 'ErrorMsgHolidayDate';

export type AppointmentCalendar = { today: CalendarDate; holidays: readonly HolidayRange[] };

export const isInHoliday = (date: CalendarDate, holidays: readonly HolidayRange[]): boolean =>
  holidays.some((holiday) => holiday.from <= date && date <= holiday.to);

/** The last date an appointment can be asked for: three months from today, that day included. */
export const getLastAppointmentDate = (today: CalendarDate): CalendarDate =>
  addMonths(today, APPOINTMENT_MAX_MONTHS);

/** The first rule `date` breaks, in the order a visitor fixes them, or null when it can be booked. */
export function checkAppointmentDate(
  date: string,
  { today, holidays }: AppointmentCalendar,
): AppointmentDateIssue | null {
  if (!isCalendarDate(date)) {
    return 'date';
  }
  if (date <= today) {
    return 'ErrorMsgRendezVousDate';
  }
  if (date > getLastAppointmentDate(today)) {
    return 'ErrorMsgRendezVousAfterThreeMonths';
  }
  if (isWeekend(date)) {
    return 'ErrorMsgRendezVousDateWeekEnd';
  }
  return isInHoliday(date, holidays) ? 'ErrorMsgHolidayDate' : null;
}

/** The first date that can be booked (the date picker's default), or null when none is left in the window. */
export function findFirstAppointmentDate(calendar: AppointmentCalendar): CalendarDate | null {
  const last = getLastAppointmentDate(calendar.today);
  for (let date = addDays(calendar.today, 1); date <= last; date = addDays(date, 1)) {
    if (checkAppointmentDate(date, calendar) === null) {
      return date;
    }
  }
  return null;
}
