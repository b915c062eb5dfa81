/**
 * The history's period rule (spec §9: two months at most), the same as the API's: the end date may
 * not come before the start, nor after the start plus two months.
 */
import { ACCOUNT_FILTER_WINDOW_MONTHS } from '@baraka/contracts/accounts/schemas';
import { addDays, addMonths } from '@baraka/domain/calendar/calendar-date';

export type PeriodError = 'periodReversed' | 'periodTooLong';
export type Period = { startDate: string; endDate: string };

export function checkPeriod(startDate: string, endDate: string): PeriodError | null {
  if (endDate < startDate) {
    return 'periodReversed';
  }
  if (endDate > addMonths(startDate, ACCOUNT_FILTER_WINDOW_MONTHS)) {
    return 'periodTooLong';
  }
  return null;
}

/** The widest period ending today that the rule allows: the default of the history. */
export function getDefaultPeriod(today: string): Period {
  let startDate = addMonths(today, -ACCOUNT_FILTER_WINDOW_MONTHS);
  // 30 April minus two months is 28 February, and 28 February plus two months is only 28 April.
  while (checkPeriod(startDate, today) !== null) {
    startDate = addDays(startDate, 1);
  }
  return { startDate, endDate: today };
}

/** The last day a period starting on `startDate` may end on, never after today. */
export function getLatestEndDate(startDate: string, today: string): string {
  const limit = addMonths(startDate, ACCOUNT_FILTER_WINDOW_MONTHS);
  return limit < today ? limit : today;
}

/** From the first day of the current month to today (the "this month" figures). */
export function getMonthToDate(today: string): Period {
  return { startDate: `${today.slice(0, 8)}01`, endDate: today };
}
