import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_SLOTS,
  type AppointmentCalendar,
  checkAppointmentDate,
  findFirstAppointmentDate,
  getLastAppointmentDate,
  type HolidayRange,
  isAppointmentSlot,
  isInHoliday,
} from './appointment-rules.ts';
import { addDays, isWeekend } from './calendar-date.ts';

const dateArb = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** A few holidays of one to five days somewhere around today. */
const holidaysArb = (today: string) =>
  fc.array(
    fc.record({ start: fc.integer({ min: -10, max: 100 }), length: fc.integer({ min: 0, max: 4 }) }).map(
      ({ start, length }): HolidayRange => ({
        from: addDays(today, start),
        to: addDays(today, start + length),
      }),
    ),
    { maxLength: 4 },
  );

const calendarArb = dateArb.chain((today) =>
  holidaysArb(today).map((holidays): AppointmentCalendar => ({ today, holidays })),
);

describe('appointment dates', () => {
  // A Monday, with Eid al-Fitr on Monday 31 March and Tuesday 1 April 2025.
  const calendar: AppointmentCalendar = {
    today: '2025-03-10',
    holidays: [{ from: '2025-03-31', to: '2025-04-01' }],
  };

  it.each([
    ['2025-03-10', 'ErrorMsgRendezVousDate'],
    ['2025-03-09', 'ErrorMsgRendezVousDate'],
    ['2025-03-11', null],
    ['2025-03-15', 'ErrorMsgRendezVousDateWeekEnd'],
    ['2025-03-16', 'ErrorMsgRendezVousDateWeekEnd'],
    ['2025-03-31', 'ErrorMsgHolidayDate'],
    ['2025-04-01', 'ErrorMsgHolidayDate'],
    ['2025-04-02', null],
    ['2025-06-10', null],
    ['2025-06-11', 'ErrorMsgRendezVousAfterThreeMonths'],
    ['2025-02-30', 'date'],
    ['10/03/2025', 'date'],
  ])('%s → %s', (date, issue) => {
    expect(checkAppointmentDate(date, calendar)).toBe(issue);
  });

  it('accepts only a weekday after today, within three months, outside every holiday', () => {
    fc.assert(
      fc.property(calendarArb, fc.integer({ min: -30, max: 120 }), (cal, offset) => {
        const date = addDays(cal.today, offset);
        const accepted = checkAppointmentDate(date, cal) === null;
        const expected =
          date > cal.today &&
          date <= getLastAppointmentDate(cal.today) &&
          !isWeekend(date) &&
          !isInHoliday(date, cal.holidays);
        expect(accepted).toBe(expected);
      }),
    );
  });

  it('refuses every day of a holiday, and the weekend before the holiday rule', () => {
    fc.assert(
      fc.property(calendarArb, (cal) => {
        for (const holiday of cal.holidays) {
          for (let date = holiday.from; date <= holiday.to; date = addDays(date, 1)) {
            const issue = checkAppointmentDate(date, cal);
            if (date > cal.today && date <= getLastAppointmentDate(cal.today)) {
              expect(issue).toBe(isWeekend(date) ? 'ErrorMsgRendezVousDateWeekEnd' : 'ErrorMsgHolidayDate');
            }
          }
        }
      }),
    );
  });

  it('opens exactly three months ahead, that day included', () => {
    fc.assert(
      fc.property(dateArb, (today) => {
        const last = getLastAppointmentDate(today);
        const lastIssue = checkAppointmentDate(last, { today, holidays: [] });
        expect(lastIssue).toBe(isWeekend(last) ? 'ErrorMsgRendezVousDateWeekEnd' : null);
        expect(checkAppointmentDate(addDays(last, 1), { today, holidays: [] })).toBe(
          'ErrorMsgRendezVousAfterThreeMonths',
        );
      }),
    );
  });

  it('proposes the first date that can be booked', () => {
    expect(findFirstAppointmentDate({ today: '2025-03-07', holidays: [] })).toBe('2025-03-10');
    expect(
      findFirstAppointmentDate({ today: '2025-03-28', holidays: [{ from: '2025-03-31', to: '2025-04-01' }] }),
    ).toBe('2025-04-02');
    fc.assert(
      fc.property(calendarArb, (cal) => {
        const first = findFirstAppointmentDate(cal);
        if (first !== null) {
          expect(checkAppointmentDate(first, cal)).toBeNull();
          for (let date = addDays(cal.today, 1); date < first; date = addDays(date, 1)) {
            expect(checkAppointmentDate(date, cal)).not.toBeNull();
          }
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe('appointment hours', () => {
  it('offers every half hour from 08:30 to 16:00, 08:30 first', () => {
    expect(APPOINTMENT_SLOTS[0]).toBe('08:30');
    expect(APPOINTMENT_SLOTS.at(-1)).toBe('16:00');
    expect(APPOINTMENT_SLOTS).toHaveLength(16);
    expect(APPOINTMENT_SLOTS.every((slot) => /^\d{2}:(00|30)$/.test(slot))).toBe(true);
    expect([...APPOINTMENT_SLOTS].sort()).toEqual(APPOINTMENT_SLOTS);
  });

  it.each([
    ['08:30', true],
    ['12:00', true],
    ['16:00', true],
    ['08:00', false],
    ['16:30', false],
    ['09:15', false],
    ['9:00', false],
  ])('%s is a slot: %s', (time, expected) => {
    expect(isAppointmentSlot(time)).toBe(expected);
  });
});
