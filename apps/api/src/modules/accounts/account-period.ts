/** The history filter's period rule (spec §9: two months at most), answered as form keys. */
import { ACCOUNT_FILTER_WINDOW_MONTHS } from '@baraka/contracts';
import { addDays, addMonths } from '@baraka/domain';
import { AppError } from '../../plugins/errors/index.ts';

/** What is wrong with a period, as its form key, or undefined when it is one the history serves. */
export function periodProblem(
  startDate: string,
  endDate: string,
): 'periodReversed' | 'periodTooLong' | undefined {
  if (endDate < startDate) {
    return 'periodReversed';
  }
  if (endDate > addMonths(startDate, ACCOUNT_FILTER_WINDOW_MONTHS)) {
    return 'periodTooLong';
  }
  return undefined;
}

export function assertPeriod(startDate: string, endDate: string): void {
  const problem = periodProblem(startDate, endDate);
  if (problem) {
    throw new AppError({ code: problem, http: 400 }, { fieldErrors: [{ field: 'endDate', key: problem }] });
  }
}

/** "MM/YYYY" of a calendar date. */
export const toMonthLabel = (date: string): string => `${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** First and last day of the month "MM/YYYY". */
export function monthRange(month: string): { startDate: string; endDate: string } {
  const [mm, yyyy] = month.split('/');
  const startDate = `${yyyy}-${mm}-01`;
  return { startDate, endDate: addDays(addMonths(startDate, 1), -1) };
}
