import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BankHoliday } from '../calendar/bank-holidays.ts';
import { parseClock, toTunisTime } from '../calendar/tunis-time.ts';
import { getDistanceKm, sortByDistance } from './distance.ts';
import { type BranchSchedule, getOpeningStatus } from './opening-status.ts';

const WEEKDAYS = [1, 2, 3, 4, 5];
const SCHEDULES: BranchSchedule[] = [
  {
    type: 'WINTER',
    indexes: WEEKDAYS,
    firstSessionStart: '08:30',
    firstSessionEnd: '12:30',
    secondSessionStart: '14:00',
    secondSessionEnd: '18:00',
  },
  {
    type: 'SUMMER',
    indexes: WEEKDAYS,
    firstSessionStart: '07:30',
    firstSessionEnd: '13:30',
    secondSessionStart: null,
    secondSessionEnd: null,
  },
  {
    type: 'RAMADAN',
    indexes: WEEKDAYS,
    firstSessionStart: '08:00',
    firstSessionEnd: '14:00',
    secondSessionStart: null,
    secondSessionEnd: null,
  },
];
const HOLIDAYS: BankHoliday[] = [
  {
    names: { fr: 'Fête de la Révolution', en: 'Revolution Day', ar: 'عيد الثورة' },
    dateFrom: '2026-12-17',
    dateTo: '2026-12-17',
  },
];

/** Monday 23 November 2026 (winter) at a Tunis wall-clock time. */
const winterMonday = (clock: string) => new Date(`2026-11-23T${clock}:00+01:00`);
const statusAt = (at: Date, status = 'OPENED') =>
  getOpeningStatus({ schedules: SCHEDULES, holidays: HOLIDAYS, status, at });

describe('getOpeningStatus', () => {
  it('follows the two winter sessions and the lunch break', () => {
    expect(statusAt(winterMonday('08:29'))).toMatchObject({
      isOpen: false,
      reason: 'BEFORE_OPENING',
      opensAt: '08:30',
    });
    expect(statusAt(winterMonday('08:30'))).toMatchObject({
      isOpen: true,
      season: 'WINTER',
      closesAt: '12:30',
    });
    expect(statusAt(winterMonday('12:30'))).toMatchObject({
      isOpen: false,
      reason: 'BREAK',
      opensAt: '14:00',
    });
    expect(statusAt(winterMonday('17:59'))).toMatchObject({ isOpen: true, closesAt: '18:00' });
    expect(statusAt(winterMonday('18:00'))).toMatchObject({
      isOpen: false,
      reason: 'AFTER_CLOSING',
      opensAt: null,
    });
  });

  it('uses the single summer session in July and the Ramadan session during Ramadan', () => {
    const summerAfternoon = new Date('2026-07-15T15:00:00+01:00');
    expect(statusAt(summerAfternoon)).toMatchObject({
      isOpen: false,
      season: 'SUMMER',
      reason: 'AFTER_CLOSING',
    });
    expect(statusAt(new Date('2026-07-15T07:45:00+01:00'))).toMatchObject({ isOpen: true, season: 'SUMMER' });
    const ramadanMorning = new Date('2026-03-02T13:30:00+01:00');
    expect(statusAt(ramadanMorning)).toMatchObject({ isOpen: true, season: 'RAMADAN', closesAt: '14:00' });
  });

  it('stays closed on weekends, bank holidays and when the branch itself is closed', () => {
    expect(statusAt(new Date('2026-11-21T10:00:00+01:00'))).toMatchObject({
      isOpen: false,
      reason: 'DAY_OFF',
    });
    const holiday = statusAt(new Date('2026-12-17T10:00:00+01:00'));
    expect(holiday).toMatchObject({ isOpen: false, reason: 'HOLIDAY' });
    expect(holiday.isOpen === false && holiday.holiday?.names.en).toBe('Revolution Day');
    expect(statusAt(winterMonday('10:00'), 'CLOSED')).toMatchObject({
      isOpen: false,
      reason: 'BRANCH_CLOSED',
    });
  });

  it('is open exactly when the Tunis clock falls inside a session of a working, non-holiday day', () => {
    const instantArb = fc.date({
      min: new Date('2026-01-01T00:00:00Z'),
      max: new Date('2027-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instantArb, (at) => {
        const status = statusAt(at);
        const local = toTunisTime(at);
        const inSession = status.sessions.some(
          (session) => parseClock(session.start) <= local.minutes && local.minutes < parseClock(session.end),
        );
        const isWorkingDay = WEEKDAYS.includes(local.weekday) && local.date !== '2026-12-17';
        expect(status.isOpen).toBe(isWorkingDay && inSession);
        if (!status.isOpen && status.opensAt) {
          expect(parseClock(status.opensAt)).toBeGreaterThan(local.minutes);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('distance', () => {
  it('measures Tunis to Sfax as about 235 km and sorts nearest first', () => {
    const tunis = { latitude: 36.8065, longitude: 10.1815 };
    const sfax = { latitude: 34.7406, longitude: 10.7603 };
    const sousse = { latitude: 35.8256, longitude: 10.6369 };
    expect(getDistanceKm(tunis, sfax)).toBeGreaterThan(225);
    expect(getDistanceKm(tunis, sfax)).toBeLessThan(245);
    const sorted = sortByDistance(
      [
        { name: 'sfax', ...sfax },
        { name: 'sousse', ...sousse },
      ],
      tunis,
    );
    expect(sorted.map((place) => place.name)).toEqual(['sousse', 'sfax']);
  });

  it('is symmetric and zero from a point to itself', () => {
    const pointArb = fc.record({
      latitude: fc.double({ min: 30, max: 38, noNaN: true }),
      longitude: fc.double({ min: 7, max: 12, noNaN: true }),
    });
    fc.assert(
      fc.property(pointArb, pointArb, (a, b) => {
        expect(getDistanceKm(a, a)).toBeCloseTo(0, 9);
        expect(getDistanceKm(a, b)).toBeCloseTo(getDistanceKm(b, a), 9);
      }),
    );
  });
});
