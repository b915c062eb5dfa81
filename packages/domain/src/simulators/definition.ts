/**
 * A simulator product as data (spec §3): factors the visitor sets within bounds, fixed or computed
 * factors, and formulas over them, all written as expressions. Loans and savings share the shape.
 */

export const SIMULATOR_KINDS = ['LOAN', 'SAVINGS'] as const;
export type SimulatorKind = (typeof SIMULATOR_KINDS)[number];

export const SIMULATOR_UNITS = ['CCY', 'MONTH', 'YEARS', 'PERCENT'] as const;
export type SimulatorUnit = (typeof SIMULATOR_UNITS)[number];

/** Decimals a value of each unit is rounded to: millimes for money (TND), hundredths of a percent. */
export const UNIT_DECIMALS: Readonly<Record<SimulatorUnit, number>> = {
  CCY: 3,
  PERCENT: 2,
  MONTH: 0,
  YEARS: 0,
};

type FactorBase = {
  /** The identifier formulas use ("amount"). */
  name: string;
  unit: SimulatorUnit;
  /** Kept out of the page (the savings rate), still part of every computation. */
  hidden: boolean;
  factorOrder: number;
};

/** A value the visitor chooses from start to end by steps; the three may be expressions of earlier factors. */
export type IntervalFactorDefinition = FactorBase & {
  type: 'INTERVAL';
  startValue: string;
  endValue: string;
  interpolationStep: string;
  /** Where the slider starts; the start value when absent. */
  defaultValue: string | null;
};

/** A value the product fixes (a rate, a fee rate) or computes from earlier factors (a rate tier). */
export type UniqueFactorDefinition = FactorBase & { type: 'UNIQUE'; value: string };

export type FactorDefinition = IntervalFactorDefinition | UniqueFactorDefinition;

/** A result, computed in order: a formula reads factors and the formulas before it. */
export type FormulaDefinition = { name: string; unit: SimulatorUnit; value: string; orderFormula: number };

export type SimulatorDefinition = {
  kind: SimulatorKind;
  factors: readonly FactorDefinition[];
  formulas: readonly FormulaDefinition[];
};

/**
 * Names the engine reads besides showing them. A loan needs what its amortization schedule is built
 * from; a savings plan needs its duration (to draw the growth month by month) and its totals.
 */
export const REQUIRED_NAMES: Readonly<Record<SimulatorKind, Readonly<Record<string, SimulatorUnit>>>> = {
  LOAN: { financedAmount: 'CCY', rate: 'PERCENT', durationMonths: 'MONTH', monthlyPayment: 'CCY' },
  SAVINGS: { duration: 'MONTH', totalDeposits: 'CCY', finalAmount: 'CCY' },
};

/** Figures the engine adds to a loan's own formulas: the sums of its amortization schedule. */
export const LOAN_TOTAL_NAMES = ['totalProfit', 'totalRepaid'] as const;

export const sortFactors = (factors: readonly FactorDefinition[]): FactorDefinition[] =>
  [...factors].sort((a, b) => a.factorOrder - b.factorOrder);

export const sortFormulas = (formulas: readonly FormulaDefinition[]): FormulaDefinition[] =>
  [...formulas].sort((a, b) => a.orderFormula - b.orderFormula);
