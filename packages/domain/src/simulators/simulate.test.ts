import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeAnnuity } from './amortization.ts';
import type { CatalogueProduct } from './catalogue/catalogue-types.ts';
import { LOAN_PRODUCTS } from './catalogue/loan-products.ts';
import { SAVINGS_PRODUCTS } from './catalogue/savings-products.ts';
import { checkSimulatorDefinition } from './check-definition.ts';
import type { SimulatorDefinition } from './definition.ts';
import { type FactorValues, listInputFactors, normalizeFactorValues } from './factors.ts';
import { findFigure, type SimulationFigure } from './figures.ts';
import { roundForUnit } from './rounding.ts';
import { type LoanSimulation, type SavingsSimulation, simulate } from './simulate.ts';

const product = (name: string): CatalogueProduct => {
  const found = [...LOAN_PRODUCTS, ...SAVINGS_PRODUCTS].find((candidate) => candidate.name === name);
  if (!found) {
    throw new Error(name);
  }
  return found;
};

const valuesOf = (definition: SimulatorDefinition, given: FactorValues): FactorValues =>
  Object.fromEntries(normalizeFactorValues(definition, given).scope);

const loan = (name: string, given: FactorValues = {}): LoanSimulation => {
  const definition = product(name);
  const simulation = simulate(definition, valuesOf(definition, given));
  if (simulation.kind !== 'LOAN') {
    throw new Error('not a loan');
  }
  return simulation;
};

const figure = (figures: SimulationFigure[], name: string) => findFigure(figures, name).value;

describe('the catalogue', () => {
  it.each([...LOAN_PRODUCTS, ...SAVINGS_PRODUCTS].map((entry) => [entry.name, entry] as const))(
    '%s is a definition the engine can compute',
    (_, definition) => {
      expect(checkSimulatorDefinition(definition)).toEqual([]);
    },
  );

  it('finds what is wrong with a broken definition', () => {
    const definition = product('tahsin-masken');
    const broken: SimulatorDefinition = {
      ...definition,
      formulas: [
        ...definition.formulas.filter((formula) => formula.name !== 'durationMonths'),
        { name: 'totalProfit', unit: 'CCY', value: 'amount +', orderFormula: 9 },
      ],
    };
    expect(checkSimulatorDefinition(broken)).toEqual([
      '"totalProfit" cannot name a factor or a formula',
      'a LOAN product needs "durationMonths" in MONTH',
      'formula "monthlyPayment" reads "durationMonths", which is not defined before it',
      'formula "totalProfit": SYNTAX: unexpected end of formula',
    ]);
  });
});

describe('financing simulators', () => {
  it('computes Tahsin masken: annuity at 11.25 %, 2 % fees, repayment capacity', () => {
    const { figures, factors } = loan('tahsin-masken', { amount: 20_000, duration: 3, netSalary: 2_500 });
    expect(figure(factors, 'rate')).toBe(11.25);
    expect(figure(figures, 'monthlyPayment')).toBe(657.145);
    expect(figure(figures, 'durationMonths')).toBe(36);
    expect(figure(figures, 'fees')).toBe(400);
    expect(figure(figures, 'repaymentCapacity')).toBe(26.29);
  });

  it('computes Dar albaraka on the price less the own contribution', () => {
    const { figures } = loan('dar-albaraka', { amount: 200_000, ownContribution: 40_000, duration: 20 });
    expect(figure(figures, 'financedAmount')).toBe(160_000);
    expect(figure(figures, 'monthlyPayment')).toBe(1_570.629);
  });

  it('takes the central bank contribution (20 % of the price) off a first home', () => {
    const { figures } = loan('first-home', { amount: 150_000, ownContribution: 15_000, duration: 20 });
    expect(figure(figures, 'centralBankContribution')).toBe(30_000);
    expect(figure(figures, 'financedAmount')).toBe(105_000);
    expect(figure(figures, 'monthlyPayment')).toBe(1_030.726);
  });

  it.each([
    [1, 9.5],
    [9, 9.5],
    [10, 9.75],
    [14, 9.75],
    [15, 10],
    [19, 10],
    [20, 10.25],
    [25, 10.25],
  ])('applies the exact rate tier at %d years (%d %%)', (duration, rate) => {
    for (const name of ['dar-albaraka', 'first-home']) {
      const { factors, figures } = loan(name, { duration });
      expect(figure(factors, 'rate')).toBe(rate);
      const financed = figure(figures, 'financedAmount');
      expect(figure(figures, 'monthlyPayment')).toBeCloseTo(computeAnnuity(financed, rate, duration * 12), 3);
    }
  });

  it('adds the schedule totals: profit plus principal is what is repaid', () => {
    const { figures, schedule } = loan('tahsin-masken-plus', { amount: 100_000, duration: 20 });
    expect(schedule).toHaveLength(240);
    const profit = findFigure(figures, 'totalProfit').scaled;
    expect(findFigure(figures, 'totalRepaid').scaled).toBe(100_000_000n + profit);
  });

  it('keeps every figure and schedule consistent for any values of any financing', () => {
    for (const definition of LOAN_PRODUCTS) {
      const inputs = listInputFactors(definition);
      const arbitrary = fc.record(
        Object.fromEntries(
          inputs.map((factor) => [factor.name, fc.double({ min: 0, max: 1e6, noNaN: true })]),
        ),
      );
      fc.assert(
        fc.property(arbitrary, (given) => {
          const simulation = loan(definition.name, given);
          const financed = findFigure(simulation.figures, 'financedAmount').scaled;
          const months = figure(simulation.figures, 'durationMonths');
          expect(simulation.schedule).toHaveLength(months);
          expect(simulation.schedule.reduce((sum, row) => sum + row.principal, 0n)).toBe(financed);
          expect(simulation.schedule.at(-1)?.remaining).toBe(0n);
          expect(simulation.schedule.every((row) => row.instalment > 0n && row.principal >= 0n)).toBe(true);
          const used = valuesOf(definition, given);
          const instalment = figure(simulation.figures, 'monthlyPayment');
          const capacity = (((used.otherFinancing ?? 0) + instalment) / (used.netSalary ?? 1)) * 100;
          expect(figure(simulation.figures, 'repaymentCapacity')).toBe(roundForUnit(capacity, 'PERCENT'));
        }),
        { numRuns: 40 },
      );
    }
  });
});

describe('savings simulator', () => {
  const savings = (given: FactorValues): SavingsSimulation => {
    const definition = product('savings-plan');
    const simulation = simulate(definition, valuesOf(definition, given));
    if (simulation.kind !== 'SAVINGS') {
      throw new Error('not savings');
    }
    return simulation;
  };

  it('compounds the deposits monthly at the hidden 5 % a year', () => {
    const { figures, factors } = savings({ initialDeposit: 1_000, monthlyDeposit: 200, duration: 24 });
    expect(figure(figures, 'totalDeposits')).toBe(5_800);
    expect(figure(figures, 'finalAmount')).toBe(6_142.125);
    expect(figure(figures, 'gains')).toBe(342.125);
    expect(factors.map((entry) => entry.name)).not.toContain('rate');
  });

  it('grows month by month from the first deposit to the final amount, gains never negative', () => {
    fc.assert(
      fc.property(
        fc.record({
          initialDeposit: fc.integer({ min: 1, max: 1_000 }).map((tens) => tens * 10),
          monthlyDeposit: fc.integer({ min: 5, max: 500 }).map((tens) => tens * 10),
          duration: fc.integer({ min: 3, max: 60 }),
        }),
        (given) => {
          const { growth, figures } = savings(given);
          expect(growth).toHaveLength(given.duration + 1);
          expect(growth[0]?.balance).toBe(BigInt(given.initialDeposit * 1000));
          expect(growth.at(-1)?.balance).toBe(findFigure(figures, 'finalAmount').scaled);
          for (const [index, point] of growth.entries()) {
            expect(point.balance >= point.deposits).toBe(true);
            expect(index === 0 || point.balance > (growth[index - 1]?.balance ?? 0n)).toBe(true);
          }
          expect(findFigure(figures, 'gains').scaled).toBe(
            findFigure(figures, 'finalAmount').scaled - findFigure(figures, 'totalDeposits').scaled,
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
