import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, toCalendarDate } from './calendar-date.ts';
import { getInterbankCutoff } from './session-modes.ts';
import { dateArb, holidayTableArb, sessionCalendarArb } from './testing/calendar-arbitraries.ts';
import {
  computeClearingInstant,
  computeExecutionDate,
  computeReleaseInstant,
  TRANSFER_KINDS,
  type TransferExecutionRequest,
} from './transfer-calendar.ts';
import { summarizeTransferExecution } from './transfer-execution-summary.ts';
import { fromTunisTime, parseClock } from './tunis-time.ts';
import { getWorkingDayOnOrAfter, isWorkingDay, nextWorkingDay } from './working-days.ts';

const SECOND = 1000;
const BOUNDARIES = ['00:00', '08:15', '10:00', '11:00', '14:00', '16:00'].map(parseClock);

/** Instants at a boundary of the day, one second either side, or anywhere in the day. */
const instantArb = fc
  .record({
    date: dateArb,
    minute: fc.oneof(fc.constantFrom(...BOUNDARIES), fc.integer({ min: 0, max: 24 * 60 - 1 })),
    seconds: fc.oneof(fc.constantFrom(-1, 0, 1), fc.integer({ min: -59, max: 59 })),
  })
  .map(({ date, minute, seconds }) => new Date(fromTunisTime(date, minute).getTime() + seconds * SECOND));

const interbankKindArb = fc.constantFrom('NATIONAL' as const, 'INTERNATIONAL' as const);

const interbankRequestArb: fc.Arbitrary<TransferExecutionRequest> = fc.record({
  instant: instantArb,
  kind: interbankKindArb,
  calendar: sessionCalendarArb,
  holidays: holidayTableArb,
});

describe('interbank execution date (properties)', () => {
  it('is a working day, never before the order date, and the same day only before the cut-off', () => {
    fc.assert(
      fc.property(interbankRequestArb, (request) => {
        const { executionDate, isSameDay } = computeExecutionDate(request);
        const orderDate = toCalendarDate(request.instant);
        const cutoff = fromTunisTime(orderDate, getInterbankCutoff(orderDate, request.calendar));
        const isBeforeCutoff = isWorkingDay(orderDate, request.holidays) && request.instant < cutoff;
        expect(isWorkingDay(executionDate, request.holidays)).toBe(true);
        expect(executionDate >= orderDate).toBe(true);
        expect(isSameDay).toBe(isBeforeCutoff);
        expect(executionDate).toBe(isBeforeCutoff ? orderDate : nextWorkingDay(orderDate, request.holidays));
      }),
      { numRuns: 400 },
    );
  });

  it('turns at the cut-off to the second: 1 s before runs today, the cut-off itself and 1 s after tomorrow', () => {
    fc.assert(
      fc.property(
        dateArb,
        sessionCalendarArb,
        holidayTableArb,
        interbankKindArb,
        (date, calendar, holidays, kind) => {
          fc.pre(isWorkingDay(date, holidays));
          const cutoff = fromTunisTime(date, getInterbankCutoff(date, calendar)).getTime();
          const at = (time: number) =>
            computeExecutionDate({ instant: new Date(time), kind, calendar, holidays }).executionDate;
          expect(at(cutoff - SECOND)).toBe(date);
          expect(at(cutoff)).toBe(nextWorkingDay(date, holidays));
          expect(at(cutoff + SECOND)).toBe(nextWorkingDay(date, holidays));
        },
      ),
    );
  });

  it('keeps the date across 08:15 and 16:00, only the reason changes', () => {
    fc.assert(
      fc.property(dateArb, sessionCalendarArb, holidayTableArb, (date, calendar, holidays) => {
        fc.pre(isWorkingDay(date, holidays));
        const at = (clock: string, seconds: number) =>
          computeExecutionDate({
            instant: new Date(fromTunisTime(date, parseClock(clock)).getTime() + seconds * SECOND),
            kind: 'NATIONAL',
            calendar,
            holidays,
          });
        expect(at('08:15', -1)).toMatchObject({ executionDate: date, reason: 'BEFORE_VALIDATION_HOURS' });
        expect(at('08:15', 0)).toMatchObject({ executionDate: date, reason: 'BEFORE_CUTOFF' });
        expect(at('16:00', -1)).toMatchObject({
          executionDate: nextWorkingDay(date, holidays),
          reason: 'AFTER_CUTOFF',
        });
        expect(at('16:00', 0)).toMatchObject({
          executionDate: nextWorkingDay(date, holidays),
          reason: 'AFTER_VALIDATION_HOURS',
        });
      }),
    );
  });

  it('never runs a later order earlier', () => {
    fc.assert(
      fc.property(interbankRequestArb, instantArb, (request, other) => {
        const [first, second] = [request.instant, other].sort((a, b) => a.getTime() - b.getTime());
        const dateOf = (instant: Date | undefined) =>
          computeExecutionDate({ ...request, instant: instant ?? request.instant }).executionDate;
        expect(dateOf(first) <= dateOf(second)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('is released within validation hours on its execution date, before that day’s clearing', () => {
    fc.assert(
      fc.property(interbankRequestArb, (request) => {
        const execution = computeExecutionDate(request);
        const release = computeReleaseInstant(request, execution);
        const opening = fromTunisTime(execution.executionDate, parseClock('08:15'));
        expect(release.getTime()).toBeGreaterThanOrEqual(request.instant.getTime());
        expect(release.getTime()).toBeGreaterThanOrEqual(opening.getTime());
        expect(toCalendarDate(release)).toBe(execution.executionDate);
        expect(release < computeClearingInstant(execution.executionDate, request.calendar)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('other kinds and deferred dates (properties)', () => {
  it('books own-account and within-bank transfers on the order date, at the order instant', () => {
    fc.assert(
      fc.property(
        instantArb,
        fc.constantFrom('OWN_ACCOUNT' as const, 'WITHINBANK' as const),
        sessionCalendarArb,
        holidayTableArb,
        (instant, kind, calendar, holidays) => {
          const request = { instant, kind, calendar, holidays };
          expect(computeExecutionDate(request)).toMatchObject({
            executionDate: toCalendarDate(instant),
            isSameDay: true,
          });
          expect(computeReleaseInstant(request)).toEqual(instant);
        },
      ),
    );
  });

  it('runs a deferred transfer on the first working day from its date, released at 08:15', () => {
    fc.assert(
      fc.property(
        instantArb,
        fc.integer({ min: 1, max: 120 }),
        fc.constantFrom(...TRANSFER_KINDS),
        sessionCalendarArb,
        holidayTableArb,
        (instant, daysAhead, kind, calendar, holidays) => {
          const requestedDate = addDays(toCalendarDate(instant), daysAhead);
          const request = { instant, kind, requestedDate, calendar, holidays };
          const execution = computeExecutionDate(request);
          expect(execution.executionDate).toBe(getWorkingDayOnOrAfter(requestedDate, holidays));
          expect(execution).toMatchObject({ isDeferred: true, isSameDay: false });
          expect(computeReleaseInstant(request, execution)).toEqual(
            fromTunisTime(execution.executionDate, parseClock('08:15')),
          );
          expect(summarizeTransferExecution(request)).toMatchObject({ ...execution, requestedDate });
        },
      ),
    );
  });
});
