import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from './calendar-date.ts';
import {
  findNextStandingOrderRun,
  getPeriodKey,
  listStandingOrderRuns,
  STANDING_ORDER_FREQUENCIES,
  type StandingOrderSchedule,
} from './standing-order-periods.ts';
import { dateArb, holidayTableArb, TUNISIAN_HOLIDAYS } from './testing/calendar-arbitraries.ts';
import { isWorkingDay } from './working-days.ts';

const monthlyRent: StandingOrderSchedule = {
  id: 'so-7',
  frequency: 'MONTHLY',
  firstExecutionDate: '2026-01-31',
  lastExecutionDate: '2026-12-31',
};

describe('standing-order runs in 2026', () => {
  it('keeps the 31st as each month’s last day and moves weekend dates to the Monday', () => {
    const runs = listStandingOrderRuns(monthlyRent, '2027-12-31', TUNISIAN_HOLIDAYS);
    expect(runs.map((run) => [run.periodKey, run.scheduledDate, run.dueDate])).toEqual([
      ['2026-01', '2026-01-31', '2026-02-02'],
      ['2026-02', '2026-02-28', '2026-03-02'],
      ['2026-03', '2026-03-31', '2026-03-31'],
      ['2026-04', '2026-04-30', '2026-04-30'],
      ['2026-05', '2026-05-31', '2026-06-01'],
      ['2026-06', '2026-06-30', '2026-06-30'],
      ['2026-07', '2026-07-31', '2026-07-31'],
      ['2026-08', '2026-08-31', '2026-08-31'],
      ['2026-09', '2026-09-30', '2026-09-30'],
      ['2026-10', '2026-10-31', '2026-11-02'],
      ['2026-11', '2026-11-30', '2026-11-30'],
      ['2026-12', '2026-12-31', '2026-12-31'],
    ]);
    expect(runs[0]?.runKey).toBe('so-7:2026-01');
  });

  it('lists only the runs already due: none is paid before its working day', () => {
    const runs = listStandingOrderRuns(monthlyRent, '2026-03-01', TUNISIAN_HOLIDAYS);
    expect(runs.map((run) => run.periodKey)).toEqual(['2026-01']);
    expect(listStandingOrderRuns(monthlyRent, '2026-01-30', TUNISIAN_HOLIDAYS)).toEqual([]);
  });

  it('names quarters and pays a last run falling on a rest day on the next working day', () => {
    const quarterly: StandingOrderSchedule = {
      id: 'so-8',
      frequency: 'QUARTERLY',
      firstExecutionDate: '2026-03-20',
      lastExecutionDate: '2027-03-20',
    };
    const runs = listStandingOrderRuns(quarterly, '2027-12-31', TUNISIAN_HOLIDAYS);
    expect(runs.map((run) => [run.periodKey, run.dueDate])).toEqual([
      ['2026-Q1', '2026-03-23'],
      ['2026-Q2', '2026-06-22'],
      ['2026-Q3', '2026-09-21'],
      ['2026-Q4', '2026-12-21'],
      ['2027-Q1', '2027-03-22'],
    ]);
  });

  it('counts every period from the first date, so 29 February comes back in leap years', () => {
    const yearly: StandingOrderSchedule = {
      id: 'so-9',
      frequency: 'ANNUAL',
      firstExecutionDate: '2024-02-29',
      lastExecutionDate: null,
    };
    const runs = listStandingOrderRuns(yearly, '2028-12-31', []);
    expect(runs.map((run) => [run.periodKey, run.scheduledDate])).toEqual([
      ['2024', '2024-02-29'],
      ['2025', '2025-02-28'],
      ['2026', '2026-02-28'],
      ['2027', '2027-02-28'],
      ['2028', '2028-02-29'],
    ]);
    expect(getPeriodKey('2026-08-15', 'SEMIANNUAL')).toBe('2026-H2');
  });

  it('finds the next run to show on the standing-order page', () => {
    expect(findNextStandingOrderRun(monthlyRent, '2026-05-15', TUNISIAN_HOLIDAYS)).toMatchObject({
      periodKey: '2026-05',
      dueDate: '2026-06-01',
    });
    expect(findNextStandingOrderRun(monthlyRent, '2027-01-01', TUNISIAN_HOLIDAYS)).toBeNull();
  });
});

/** Month ends are where clamping and rest days meet, so they come up half the time. */
const firstDateArb = fc.oneof(
  dateArb,
  dateArb.map((date) => addDays(addMonths(`${date.slice(0, 7)}-01`, 1), -1)),
);

const orderArb: fc.Arbitrary<StandingOrderSchedule> = fc
  .record({
    id: fc.string({ minLength: 1, maxLength: 8 }),
    frequency: fc.constantFrom(...STANDING_ORDER_FREQUENCIES),
    firstExecutionDate: firstDateArb,
    length: fc.option(fc.integer({ min: 0, max: 1500 }), { nil: null }),
  })
  .map(({ length, ...order }) => ({
    ...order,
    lastExecutionDate: length === null ? null : addDays(order.firstExecutionDate, length),
  }));

describe('standing-order runs (properties)', () => {
  it('gives one run per period, within [first, last], due on working days, in order', () => {
    fc.assert(
      fc.property(orderArb, dateArb, holidayTableArb, (order, until, holidays) => {
        const runs = listStandingOrderRuns(order, addDays(until, 400), holidays);
        const months = { MONTHLY: 1, QUARTERLY: 3, SEMIANNUAL: 6, ANNUAL: 12 }[order.frequency];
        expect(new Set(runs.map((run) => run.runKey)).size).toBe(runs.length);
        for (const [index, run] of runs.entries()) {
          expect(run.scheduledDate).toBe(addMonths(order.firstExecutionDate, index * months));
          expect(run.scheduledDate >= order.firstExecutionDate).toBe(true);
          expect(order.lastExecutionDate === null || run.scheduledDate <= order.lastExecutionDate).toBe(true);
          expect(run.periodKey).toBe(getPeriodKey(run.scheduledDate, order.frequency));
          expect(isWorkingDay(run.dueDate, holidays)).toBe(true);
          expect(run.dueDate >= run.scheduledDate).toBe(true);
          expect(index === 0 || (runs[index - 1]?.dueDate ?? '') <= run.dueDate).toBe(true);
        }
      }),
    );
  });

  it('only adds runs at the end as time passes, so each key is executed once across restarts', () => {
    fc.assert(
      fc.property(orderArb, dateArb, dateArb, holidayTableArb, (order, first, second, holidays) => {
        const [earlier, later] = first <= second ? [first, second] : [second, first];
        const before = listStandingOrderRuns(order, earlier, holidays);
        const after = listStandingOrderRuns(order, later, holidays);
        expect(after.slice(0, before.length)).toEqual(before);
        for (const run of after.slice(before.length)) {
          expect(run.dueDate > earlier && run.dueDate <= later).toBe(true);
        }
        const next = findNextStandingOrderRun(order, addDays(earlier, 1), holidays);
        expect(next === null || next.dueDate > earlier).toBe(true);
        expect(after[before.length] ?? null).toEqual(next !== null && next.dueDate <= later ? next : null);
      }),
    );
  });
});
