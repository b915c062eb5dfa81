/**
 * The runs of a standing order (spec §3 "Permanent transfer": firstExecutionDate,
 * lastExecutionDate). Each run belongs to one calendar period (a month, a quarter…) whose key,
 * with the order id, lets the job runner execute it exactly once, even after a restart.
 *
 * The scheduled date of each run keeps the first execution date's day of the month (the 31st
 * becomes the month's last day in shorter months) and lies within [first, last]; the run is due on
 * that date, or the next working day when it is a rest day, even when that is after the last date:
 * a payment the customer asked for is late rather than dropped, and never paid early.
 */
import { addMonths, type CalendarDate } from './calendar-date.ts';
import { getWorkingDayOnOrAfter, type HolidayTable } from './working-days.ts';

export const STANDING_ORDER_FREQUENCIES = ['MONTHLY', 'QUARTERLY', 'SEMIANNUAL', 'ANNUAL'] as const;
export type StandingOrderFrequency = (typeof STANDING_ORDER_FREQUENCIES)[number];

const MONTHS_PER_PERIOD: Readonly<Record<StandingOrderFrequency, number>> = {
  MONTHLY: 1,
  QUARTERLY: 3,
  SEMIANNUAL: 6,
  ANNUAL: 12,
};

export type StandingOrderSchedule = {
  id: string;
  frequency: StandingOrderFrequency;
  firstExecutionDate: CalendarDate;
  /** Null for an order that runs until it is cancelled. */
  lastExecutionDate: CalendarDate | null;
};

export type StandingOrderRun = {
  /** "2026-03" monthly, "2026-Q1" quarterly, "2026-H1" half-yearly, "2026" yearly. */
  periodKey: string;
  /** Order id and period key: the idempotency key of the run. */
  runKey: string;
  scheduledDate: CalendarDate;
  /** The scheduled date, or the next working day when it is a rest day. */
  dueDate: CalendarDate;
};

/** The calendar period of `date` for a frequency. */
export function getPeriodKey(date: CalendarDate, frequency: StandingOrderFrequency): string {
  const year = date.slice(0, 4);
  const month = Number(date.slice(5, 7));
  switch (frequency) {
    case 'MONTHLY':
      return date.slice(0, 7);
    case 'QUARTERLY':
      return `${year}-Q${Math.ceil(month / 3)}`;
    case 'SEMIANNUAL':
      return `${year}-H${month <= 6 ? 1 : 2}`;
    case 'ANNUAL':
      return year;
  }
}

export function getStandingOrderRunKey(orderId: string, periodKey: string): string {
  return `${orderId}:${periodKey}`;
}

/**
 * The runs in order, without end for an open-ended order. Due dates never decrease: moving a
 * date to the next working day keeps the order of the dates.
 */
function* generateStandingOrderRuns(
  order: StandingOrderSchedule,
  holidays: HolidayTable,
): Generator<StandingOrderRun> {
  const step = MONTHS_PER_PERIOD[order.frequency];
  // Always counted from the first date, so 31 Jan → 28 Feb → 31 Mar and not 28 Mar.
  for (let index = 0; ; index += 1) {
    const scheduledDate = addMonths(order.firstExecutionDate, index * step);
    if (order.lastExecutionDate !== null && scheduledDate > order.lastExecutionDate) {
      return;
    }
    const periodKey = getPeriodKey(scheduledDate, order.frequency);
    yield {
      periodKey,
      runKey: getStandingOrderRunKey(order.id, periodKey),
      scheduledDate,
      dueDate: getWorkingDayOnOrAfter(scheduledDate, holidays),
    };
  }
}

/**
 * Every run due on or before `until`, oldest first. A later `until` only adds runs at the end, so
 * a job runner can ask again after a restart and skip the keys it already executed.
 */
export function listStandingOrderRuns(
  order: StandingOrderSchedule,
  until: CalendarDate,
  holidays: HolidayTable,
): StandingOrderRun[] {
  const runs: StandingOrderRun[] = [];
  for (const run of generateStandingOrderRuns(order, holidays)) {
    if (run.dueDate > until) {
      break;
    }
    runs.push(run);
  }
  return runs;
}

/** The first run due on or after `from` (the "next execution" of a standing order), or null when none is left. */
export function findNextStandingOrderRun(
  order: StandingOrderSchedule,
  from: CalendarDate,
  holidays: HolidayTable,
): StandingOrderRun | null {
  for (const run of generateStandingOrderRuns(order, holidays)) {
    if (run.dueDate >= from) {
      return run;
    }
  }
  return null;
}
