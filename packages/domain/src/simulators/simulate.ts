/** Runs a simulator product over factor values: the loan's figures and schedule, or the savings' growth. */
import { type AmortizationRow, buildAmortizationSchedule } from './amortization.ts';
import type { SimulatorDefinition } from './definition.ts';
import { type FactorValues, resolveFactorValues } from './factors.ts';
import {
  createMoneyFigure,
  evaluateFormulas,
  findFigure,
  listFactorFigures,
  type SimulationFigure,
} from './figures.ts';

export type SavingsGrowthPoint = {
  month: number;
  /** Millimes paid in by the end of the month, and the savings' worth then. */
  deposits: bigint;
  balance: bigint;
};

type SimulationBase = {
  /** Visible factors' values: the visitor's choices and the rates that apply. */
  factors: SimulationFigure[];
  /** The formulas' results in order; for a loan followed by the schedule's totals. */
  figures: SimulationFigure[];
};
export type LoanSimulation = SimulationBase & { kind: 'LOAN'; schedule: AmortizationRow[] };
export type SavingsSimulation = SimulationBase & { kind: 'SAVINGS'; growth: SavingsGrowthPoint[] };
export type Simulation = LoanSimulation | SavingsSimulation;

const sumOf = (values: readonly bigint[]): bigint => values.reduce((sum, value) => sum + value, 0n);

function simulateLoan(definition: SimulatorDefinition, values: FactorValues): LoanSimulation {
  const { scope } = resolveFactorValues(definition, values);
  const factors = listFactorFigures(definition, scope);
  const formulas = evaluateFormulas(definition, scope);
  const schedule = buildAmortizationSchedule({
    financedMillimes: findFigure(formulas, 'financedAmount').scaled,
    annualRatePercent: scope.get('rate') ?? Number.NaN,
    months: findFigure(formulas, 'durationMonths').value,
    instalmentMillimes: findFigure(formulas, 'monthlyPayment').scaled,
  });
  const totals = [
    createMoneyFigure('totalProfit', sumOf(schedule.map((row) => row.profit))),
    createMoneyFigure('totalRepaid', sumOf(schedule.map((row) => row.instalment))),
  ];
  return { kind: 'LOAN', factors, figures: [...formulas, ...totals], schedule };
}

function simulateSavings(definition: SimulatorDefinition, values: FactorValues): SavingsSimulation {
  const { scope } = resolveFactorValues(definition, values);
  const factors = listFactorFigures(definition, scope);
  const figures = evaluateFormulas(definition, scope);
  const months = scope.get('duration') ?? 0;
  // The same formulas over a shorter duration give the plan's worth at the end of each month.
  const growth: SavingsGrowthPoint[] = [];
  for (let month = 0; month <= months; month += 1) {
    const monthFigures =
      month === months
        ? figures
        : evaluateFormulas(definition, resolveFactorValues(definition, { ...values, duration: month }).scope);
    growth.push({
      month,
      deposits: findFigure(monthFigures, 'totalDeposits').scaled,
      balance: findFigure(monthFigures, 'finalAmount').scaled,
    });
  }
  return { kind: 'SAVINGS', factors, figures, growth };
}

/**
 * The simulation for values already checked (checkFactorValues) or normalized
 * (normalizeFactorValues). Throws ExpressionError or ScheduleError when the product cannot compute.
 */
export function simulate(definition: SimulatorDefinition, values: FactorValues): Simulation {
  return definition.kind === 'LOAN' ? simulateLoan(definition, values) : simulateSavings(definition, values);
}
