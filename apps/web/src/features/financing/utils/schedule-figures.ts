/**
 * Figures the financing pages draw from the API's decimal text, computed in millimes so they add up
 * exactly: the share repaid, and the principal and profit of each year of the schedule.
 */
import type {
  AmortizationScheduleRow,
  FINANCING_LINE_STATES,
  FinancingSummary,
} from '@baraka/contracts/financing/schemas';

export type FinancingLineState = (typeof FINANCING_LINE_STATES)[number];

/** "1234.500" → 1234500n (three decimals, TND). */
export function toMillimes(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const value = BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0').slice(0, 3));
  return negative ? -value : value;
}

/** The share of the principal repaid, in whole percent (0 to 100). */
export function computeRepaidPercent(
  financing: Pick<FinancingSummary, 'originalAmount' | 'remainingCapital'>,
): number {
  const original = toMillimes(financing.originalAmount);
  if (original <= 0n) {
    return 0;
  }
  const repaid = original - toMillimes(financing.remainingCapital);
  return Number((repaid * 100n) / original);
}

export type YearSplit = { year: number; principal: bigint; profit: bigint };

/** Principal and profit falling due in each year of the schedule (year 1 = the first twelve lines). */
export function splitByYear(
  rows: readonly Pick<AmortizationScheduleRow, 'number' | 'principal' | 'profit'>[],
): YearSplit[] {
  const years: YearSplit[] = [];
  for (const row of rows) {
    const index = Math.ceil(row.number / 12) - 1;
    const year = years[index] ?? { year: index + 1, principal: 0n, profit: 0n };
    years[index] = {
      year: index + 1,
      principal: year.principal + toMillimes(row.principal),
      profit: year.profit + toMillimes(row.profit),
    };
  }
  return years.filter(Boolean);
}
