/**
 * A financing's schedule, in millimes, with the simulators' own evaluator: the instalment is the
 * simulators' annuity formula rounded to the millime exactly as a simulation shows it, and the lines
 * come from the same amortization builder, so the page, the API and the simulator agree to the
 * millime. The last line carries the rounding remainder. Lines fall due monthly from the first date.
 */
import { addMonths } from '../calendar/calendar-date.ts';
import { buildAmortizationSchedule } from '../simulators/amortization.ts';
import { ANNUITY } from '../simulators/catalogue/shared-parts.ts';
import { evaluateExpression } from '../simulators/expression/evaluate.ts';
import { createFigure } from '../simulators/figures.ts';
import { scaledToNumber } from '../simulators/rounding.ts';

export type FinancingTerms = {
  financedMillimes: bigint;
  /** Yearly profit rate in percent (10.25 for 10.25 %). */
  annualRatePercent: number;
  months: number;
  /** The first instalment's due date (YYYY-MM-DD); the others fall the same day of later months. */
  firstDueDate: string;
};

export type FinancingLine = {
  /** 1 for the first instalment. */
  number: number;
  dueDate: string;
  /** Principal owed before and after this instalment. */
  balanceBefore: bigint;
  balanceAfter: bigint;
  principal: bigint;
  profit: bigint;
  /** principal + profit. */
  instalment: bigint;
};

export type FinancingPlan = {
  instalment: bigint;
  totalProfit: bigint;
  /** What the customer repays in all: the financed amount and the profit (the Murabaha sale price). */
  salePrice: bigint;
  lines: FinancingLine[];
};

/** The simulators' monthly instalment, in millimes: their annuity formula, rounded as they show it. */
export function computeMonthlyInstalment(
  financedMillimes: bigint,
  annualRatePercent: number,
  months: number,
): bigint {
  const scope = new Map<string, number>([
    ['financedAmount', scaledToNumber(financedMillimes, 3)],
    ['rate', annualRatePercent],
    ['durationMonths', months],
  ]);
  const raw =
    annualRatePercent === 0
      ? scaledToNumber(financedMillimes, 3) / months
      : evaluateExpression(ANNUITY, scope);
  return createFigure('monthlyPayment', 'CCY', raw).scaled;
}

export function planFinancing(terms: FinancingTerms): FinancingPlan {
  const instalment = computeMonthlyInstalment(terms.financedMillimes, terms.annualRatePercent, terms.months);
  const rows = buildAmortizationSchedule({
    financedMillimes: terms.financedMillimes,
    annualRatePercent: terms.annualRatePercent,
    months: terms.months,
    instalmentMillimes: instalment,
  });
  let balance = terms.financedMillimes;
  const lines = rows.map((row): FinancingLine => {
    const line = {
      number: row.month,
      dueDate: addMonths(terms.firstDueDate, row.month - 1),
      balanceBefore: balance,
      balanceAfter: row.remaining,
      principal: row.principal,
      profit: row.profit,
      instalment: row.instalment,
    };
    balance = row.remaining;
    return line;
  });
  const totalProfit = lines.reduce((sum, line) => sum + line.profit, 0n);
  return { instalment, totalProfit, salePrice: terms.financedMillimes + totalProfit, lines };
}
