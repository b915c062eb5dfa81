import type { ExecutionSummary } from '@baraka/contracts/transfers/schemas';
import { describe, expect, it } from 'vitest';
import { describeExecution } from './execution-notice';

/** Tuesday 1 December 2026, an interbank transfer before the cut-off. */
const base: ExecutionSummary = {
  kind: 'NATIONAL',
  orderDate: '2026-12-01',
  executionDate: '2026-12-01',
  requestedDate: null,
  isSameDay: true,
  isDeferred: false,
  reason: 'BEFORE_CUTOFF',
  sessionMode: 'NORMAL',
  cutoff: '14:00',
  validationHours: { opensAt: '08:15', closesAt: '16:00' },
  releaseAt: '2026-12-01T08:00:00.000Z',
};

describe('why a transfer runs on its date', () => {
  it('names the cut-off and its session on a working day', () => {
    expect(describeExecution(base)).toMatchObject({
      key: 'beforeCutoff',
      session: 'NORMAL',
      values: { cutoff: '14:00' },
      isLater: false,
    });
    const ramadan = { ...base, reason: 'AFTER_CUTOFF', sessionMode: 'RAMADAN', cutoff: '11:00' } as const;
    expect(describeExecution({ ...ramadan, executionDate: '2026-12-02', isSameDay: false })).toMatchObject({
      key: 'afterCutoff',
      session: 'RAMADAN',
      values: { cutoff: '11:00', executionDate: '2026-12-02' },
      isLater: true,
    });
  });

  it('tells a weekend from a bank holiday', () => {
    const saturday = {
      ...base,
      orderDate: '2026-11-21',
      executionDate: '2026-11-23',
      reason: 'REST_DAY',
    } as const;
    expect(describeExecution(saturday).key).toBe('weekend');
    // 17 December (Revolution day) is a Thursday.
    const holiday = {
      ...base,
      orderDate: '2026-12-17',
      executionDate: '2026-12-18',
      reason: 'REST_DAY',
    } as const;
    expect(describeExecution(holiday).key).toBe('holiday');
  });

  it('explains a chosen date moved off a rest day', () => {
    const deferred = {
      ...base,
      reason: 'DEFERRED_AFTER_REST_DAY',
      requestedDate: '2026-12-05',
      executionDate: '2026-12-07',
      isDeferred: true,
      isSameDay: false,
    } as const;
    expect(describeExecution(deferred)).toMatchObject({
      key: 'deferredAfterWeekend',
      values: { requestedDate: '2026-12-05' },
    });
    expect(
      describeExecution({ ...deferred, requestedDate: '2026-12-17', executionDate: '2026-12-18' }).key,
    ).toBe('deferredAfterHoliday');
  });

  it('has no session for transfers booked at once', () => {
    const own = { ...base, kind: 'OWN_ACCOUNT', reason: 'BOOKED_IMMEDIATELY', cutoff: null } as const;
    expect(describeExecution(own)).toMatchObject({ key: 'bookedImmediately', session: null });
  });
});
