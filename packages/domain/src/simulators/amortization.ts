/**
 * The amortization schedule of a financing, in millimes so that its sums are exact: each month's
 * profit is the remaining balance times the monthly rate, rounded to the millime; the instalment
 * pays it and the rest goes to the principal; the last month settles what remains.
 */
import { roundToScaled } from './rounding.ts';

export type AmortizationRow = {
  month: number;
  /** All amounts in millimes. */
  instalment: bigint;
  principal: bigint;
  profit: bigint;
  /** Principal still owed after this month's instalment. */
  remaining: bigint;
};

export type AmortizationInput = {
  financedMillimes: bigint;
  /** Yearly profit rate in percent (10.25 for 10.25 %). */
  annualRatePercent: number;
  months: number;
  instalmentMillimes: bigint;
};

export class ScheduleError extends Error {
  override name = 'ScheduleError';
}

export function buildAmortizationSchedule(input: AmortizationInput): AmortizationRow[] {
  const { financedMillimes, annualRatePercent, months, instalmentMillimes } = input;
  if (!Number.isInteger(months) || months < 1 || months > 1200) {
    throw new ScheduleError(`A schedule runs 1 to 1200 months, not ${months}`);
  }
  if (financedMillimes <= 0n) {
    return [];
  }
  if (annualRatePercent < 0 || instalmentMillimes <= 0n) {
    throw new ScheduleError('The rate must not be negative and the instalment must be positive');
  }
  const monthlyRate = annualRatePercent / 1200;
  const rows: AmortizationRow[] = [];
  let balance = financedMillimes;
  for (let month = 1; month <= months && balance > 0n; month += 1) {
    const profit = roundToScaled(Number(balance) * monthlyRate, 0);
    if (instalmentMillimes < profit) {
      throw new ScheduleError(`The instalment does not cover month ${month}'s profit`);
    }
    // The last month, or an instalment larger than what is owed, settles the balance.
    const isLast = month === months || instalmentMillimes - profit >= balance;
    const principal = isLast ? balance : instalmentMillimes - profit;
    balance -= principal;
    rows.push({ month, instalment: principal + profit, principal, profit, remaining: balance });
  }
  return rows;
}

/** The textbook annuity (a reference for tests and checks): P·r / (1 − (1 + r)^−n), r monthly. */
export function computeAnnuity(principal: number, annualRatePercent: number, months: number): number {
  const rate = annualRatePercent / 1200;
  return rate === 0 ? principal / months : (principal * rate) / (1 - (1 + rate) ** -months);
}
