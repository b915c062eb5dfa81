import { describe, expect, it } from 'vitest';
import { DEFAULT_CALENDAR, TUNISIAN_HOLIDAYS } from './testing/calendar-arbitraries.ts';
import { summarizeTransferExecution } from './transfer-execution-summary.ts';

/** Tunis is UTC+1 all year. */
const tunis = (dateTime: string) => new Date(`${dateTime.replace(' ', 'T')}+01:00`);

describe('execution summary shown before confirming', () => {
  it('gives the dates, the cut-off of the day and its session mode, without words', () => {
    expect(
      summarizeTransferExecution({
        instant: tunis('2026-03-04 11:00:00'),
        kind: 'NATIONAL',
        calendar: DEFAULT_CALENDAR,
        holidays: TUNISIAN_HOLIDAYS,
      }),
    ).toEqual({
      executionDate: '2026-03-05',
      isSameDay: false,
      isDeferred: false,
      reason: 'AFTER_CUTOFF',
      kind: 'NATIONAL',
      orderDate: '2026-03-04',
      requestedDate: null,
      sessionMode: 'RAMADAN',
      cutoff: '11:00',
      validationHours: { opensAt: '08:15', closesAt: '16:00' },
      releaseAt: '2026-03-05T07:15:00.000Z',
    });
  });

  it('has no cut-off for transfers booked at once and keeps the date the customer chose', () => {
    const summary = summarizeTransferExecution({
      instant: tunis('2026-07-15 09:00:00'),
      kind: 'OWN_ACCOUNT',
      requestedDate: '2026-07-25',
      calendar: DEFAULT_CALENDAR,
      holidays: TUNISIAN_HOLIDAYS,
    });
    expect(summary).toMatchObject({
      executionDate: '2026-07-27',
      requestedDate: '2026-07-25',
      sessionMode: 'SINGLE_SESSION',
      cutoff: null,
      reason: 'DEFERRED_AFTER_REST_DAY',
    });
  });
});
