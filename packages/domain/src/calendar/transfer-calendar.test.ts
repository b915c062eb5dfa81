import { describe, expect, it } from 'vitest';
import type { SessionCalendar } from './session-modes.ts';
import { DEFAULT_CALENDAR, TUNISIAN_HOLIDAYS } from './testing/calendar-arbitraries.ts';
import {
  computeClearingInstant,
  computeExecutionDate,
  computeReleaseInstant,
  type TransferKind,
} from './transfer-calendar.ts';

/** Tunis is UTC+1 all year: "2026-11-20 13:59:59" is 12:59:59Z. */
const tunis = (dateTime: string) => new Date(`${dateTime.replace(' ', 'T')}+01:00`);

const execute = (
  dateTime: string,
  kind: TransferKind = 'NATIONAL',
  options: { requestedDate?: string; calendar?: SessionCalendar } = {},
) =>
  computeExecutionDate({
    instant: tunis(dateTime),
    kind,
    requestedDate: options.requestedDate,
    calendar: options.calendar ?? DEFAULT_CALENDAR,
    holidays: TUNISIAN_HOLIDAYS,
  });

describe('interbank transfers in 2026', () => {
  it('runs a Friday order the same day up to 13:59:59, on Monday from 14:00:00', () => {
    expect(execute('2026-11-20 13:59:59')).toEqual({
      executionDate: '2026-11-20',
      isSameDay: true,
      isDeferred: false,
      reason: 'BEFORE_CUTOFF',
    });
    expect(execute('2026-11-20 14:00:00')).toEqual({
      executionDate: '2026-11-23',
      isSameDay: false,
      isDeferred: false,
      reason: 'AFTER_CUTOFF',
    });
  });

  it('tells an order after the cut-off from one after the validation hours', () => {
    expect(execute('2026-11-20 15:59:59')).toMatchObject({
      executionDate: '2026-11-23',
      reason: 'AFTER_CUTOFF',
    });
    expect(execute('2026-11-20 16:00:00')).toMatchObject({
      executionDate: '2026-11-23',
      reason: 'AFTER_VALIDATION_HOURS',
    });
  });

  it('lets an early order wait for 08:15 and run that day, and a weekend order run on Monday', () => {
    expect(execute('2026-11-23 08:14:59')).toMatchObject({
      executionDate: '2026-11-23',
      isSameDay: true,
      reason: 'BEFORE_VALIDATION_HOURS',
    });
    expect(execute('2026-11-23 08:15:00')).toMatchObject({
      executionDate: '2026-11-23',
      reason: 'BEFORE_CUTOFF',
    });
    expect(execute('2026-11-22 23:59:59')).toMatchObject({ executionDate: '2026-11-23', reason: 'REST_DAY' });
    expect(execute('2026-11-21 10:00:00')).toMatchObject({ executionDate: '2026-11-23', isSameDay: false });
  });

  it('skips the two days of Eid al-Adha after the cut-off of the day before', () => {
    expect(execute('2026-05-26 13:59:59').executionDate).toBe('2026-05-26');
    expect(execute('2026-05-26 14:00:00').executionDate).toBe('2026-05-29');
    expect(execute('2026-05-27 09:00:00')).toMatchObject({ executionDate: '2026-05-29', reason: 'REST_DAY' });
  });

  it('closes at 11:00 during Ramadan, and after its last day waits for Eid and the weekend to pass', () => {
    expect(execute('2026-03-04 10:59:59').executionDate).toBe('2026-03-04');
    expect(execute('2026-03-04 11:00:00').executionDate).toBe('2026-03-05');
    expect(execute('2026-03-19 10:59:59').executionDate).toBe('2026-03-19');
    expect(execute('2026-03-19 11:00:00').executionDate).toBe('2026-03-23');
  });

  it('closes at 10:00 on a summer single-session day', () => {
    expect(execute('2026-07-15 09:59:59').executionDate).toBe('2026-07-15');
    expect(execute('2026-07-15 10:00:00').executionDate).toBe('2026-07-16');
    expect(execute('2026-07-24 10:00:00').executionDate).toBe('2026-07-27');
  });

  it('follows the Ramadan dates the bank announced rather than the computed ones', () => {
    const announced: SessionCalendar = {
      singleSessionPeriods: [],
      ramadanPeriods: [{ dateFrom: '2026-02-19', dateTo: '2026-03-20' }],
    };
    expect(execute('2026-02-18 12:00:00').executionDate).toBe('2026-02-19');
    expect(execute('2026-02-18 12:00:00', 'NATIONAL', { calendar: announced }).executionDate).toBe(
      '2026-02-18',
    );
  });

  it('applies the interbank rule to international transfers', () => {
    expect(execute('2026-11-20 13:59:59', 'INTERNATIONAL').executionDate).toBe('2026-11-20');
    expect(execute('2026-11-20 14:00:00', 'INTERNATIONAL').executionDate).toBe('2026-11-23');
  });
});

describe('transfers inside the bank', () => {
  it('books own-account and within-bank transfers at once, weekends and evenings included', () => {
    for (const kind of ['OWN_ACCOUNT', 'WITHINBANK'] as const) {
      expect(execute('2026-11-21 23:30:00', kind)).toEqual({
        executionDate: '2026-11-21',
        isSameDay: true,
        isDeferred: false,
        reason: 'BOOKED_IMMEDIATELY',
      });
    }
    const instant = tunis('2026-05-27 22:00:00');
    const request = {
      instant,
      kind: 'WITHINBANK',
      calendar: DEFAULT_CALENDAR,
      holidays: TUNISIAN_HOLIDAYS,
    } as const;
    expect(computeReleaseInstant(request)).toEqual(instant);
  });
});

describe('deferred transfers', () => {
  it('moves a date chosen on a holiday or a weekend to the next working day, whatever the kind', () => {
    expect(execute('2026-05-20 18:00:00', 'NATIONAL', { requestedDate: '2026-05-27' })).toEqual({
      executionDate: '2026-05-29',
      isSameDay: false,
      isDeferred: true,
      reason: 'DEFERRED_AFTER_REST_DAY',
    });
    expect(execute('2026-11-18 09:00:00', 'WITHINBANK', { requestedDate: '2026-11-21' })).toMatchObject({
      executionDate: '2026-11-23',
      reason: 'DEFERRED_AFTER_REST_DAY',
    });
    expect(execute('2026-11-18 09:00:00', 'NATIONAL', { requestedDate: '2026-11-24' })).toMatchObject({
      executionDate: '2026-11-24',
      reason: 'DEFERRED',
    });
  });

  it('releases a deferred transfer at 08:15 Tunis on its execution date', () => {
    const request = {
      instant: tunis('2026-05-20 18:00:00'),
      kind: 'NATIONAL',
      requestedDate: '2026-05-27',
      calendar: DEFAULT_CALENDAR,
      holidays: TUNISIAN_HOLIDAYS,
    } as const;
    expect(computeReleaseInstant(request).toISOString()).toBe('2026-05-29T07:15:00.000Z');
  });

  it('treats today as now and refuses a past or malformed date', () => {
    expect(execute('2026-11-20 14:00:00', 'NATIONAL', { requestedDate: '2026-11-20' })).toMatchObject({
      executionDate: '2026-11-23',
      isDeferred: false,
    });
    expect(() => execute('2026-11-20 14:00:00', 'NATIONAL', { requestedDate: '2026-11-19' })).toThrow(
      RangeError,
    );
    expect(() => execute('2026-11-20 14:00:00', 'NATIONAL', { requestedDate: '2026-11-31' })).toThrow(
      RangeError,
    );
  });
});

describe('release and clearing instants', () => {
  it('releases an interbank order given after hours at 08:15 on its execution day', () => {
    const request = {
      instant: tunis('2026-11-20 17:30:00'),
      kind: 'NATIONAL',
      calendar: DEFAULT_CALENDAR,
      holidays: TUNISIAN_HOLIDAYS,
    } as const;
    expect(computeReleaseInstant(request).toISOString()).toBe('2026-11-23T07:15:00.000Z');
    expect(computeReleaseInstant({ ...request, instant: tunis('2026-11-20 13:00:00') })).toEqual(
      tunis('2026-11-20 13:00:00'),
    );
  });

  it('sends the day’s interbank batch at its cut-off', () => {
    expect(computeClearingInstant('2026-11-20', DEFAULT_CALENDAR).toISOString()).toBe(
      '2026-11-20T13:00:00.000Z',
    );
    expect(computeClearingInstant('2026-03-04', DEFAULT_CALENDAR).toISOString()).toBe(
      '2026-03-04T10:00:00.000Z',
    );
    expect(computeClearingInstant('2026-07-15', DEFAULT_CALENDAR).toISOString()).toBe(
      '2026-07-15T09:00:00.000Z',
    );
  });
});
