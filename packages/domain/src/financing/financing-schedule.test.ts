import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOAN_PRODUCTS } from '../simulators/catalogue/loan-products.ts';
import { normalizeFactorValues } from '../simulators/factors.ts';
import { findFigure } from '../simulators/figures.ts';
import { simulate } from '../simulators/simulate.ts';
import { FINANCING_PRODUCT_CODES, FINANCING_PRODUCTS } from './financing-products.ts';
import { planFinancing } from './financing-schedule.ts';

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

/** Terms of any product of the bank, within its limits. */
const terms = fc.constantFrom(...FINANCING_PRODUCT_CODES).chain((code) => {
  const product = FINANCING_PRODUCTS[code];
  return fc.record({
    financedMillimes: fc.bigInt({
      min: BigInt(product.minAmountTnd) * 1000n,
      max: BigInt(product.maxAmountTnd) * 1000n,
    }),
    annualRatePercent: fc.constant(product.annualRatePercent),
    months: fc.integer({ min: product.minMonths, max: product.maxMonths }),
    firstDueDate: fc.constantFrom('2026-01-05', '2026-01-31', '2027-02-28'),
  });
});

describe('a financing schedule', () => {
  it('repays exactly the amount financed, ends at zero, and each instalment is principal plus profit', () => {
    fc.assert(
      fc.property(terms, (input) => {
        const plan = planFinancing(input);
        expect(sum(plan.lines.map((line) => line.principal))).toBe(input.financedMillimes);
        expect(plan.lines.at(-1)?.balanceAfter).toBe(0n);
        for (const line of plan.lines) {
          expect(line.instalment).toBe(line.principal + line.profit);
          expect(line.balanceAfter).toBe(line.balanceBefore - line.principal);
          expect(line.profit >= 0n && line.principal > 0n).toBe(true);
        }
        expect(plan.totalProfit).toBe(sum(plan.lines.map((line) => line.profit)));
        expect(plan.salePrice).toBe(input.financedMillimes + plan.totalProfit);
        // Every line but the last pays the same instalment; the last one takes the rounding remainder.
        expect(new Set(plan.lines.slice(0, -1).map((line) => line.instalment)).size).toBeLessThanOrEqual(1);
      }),
      { numRuns: 200 },
    );
  });

  it('agrees with the simulator to the millime for random products and durations', () => {
    const products = LOAN_PRODUCTS.map((product) => fc.constant(product));
    const scenario = fc.oneof(...products).chain((product) =>
      fc
        .record({
          amount: fc.integer({ min: 5_000, max: 100_000 }),
          duration: fc.integer({ min: 1, max: 25 }),
        })
        .map((given) => ({ product, given })),
    );
    fc.assert(
      fc.property(scenario, ({ product, given }) => {
        const values = Object.fromEntries(normalizeFactorValues(product, given).scope);
        const simulation = simulate(product, values);
        if (simulation.kind !== 'LOAN') {
          throw new Error('not a loan');
        }
        const plan = planFinancing({
          financedMillimes: findFigure(simulation.figures, 'financedAmount').scaled,
          annualRatePercent: findFigure(simulation.factors, 'rate').value,
          months: findFigure(simulation.figures, 'durationMonths').value,
          firstDueDate: '2026-03-05',
        });
        expect(plan.instalment).toBe(findFigure(simulation.figures, 'monthlyPayment').scaled);
        expect(plan.totalProfit).toBe(findFigure(simulation.figures, 'totalProfit').scaled);
        expect(plan.lines.map((line) => [line.principal, line.profit, line.balanceAfter])).toEqual(
          simulation.schedule.map((row) => [row.principal, row.profit, row.remaining]),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('falls due the same day each month, the last day of a shorter month', () => {
    const plan = planFinancing({
      financedMillimes: 3_000_000n,
      annualRatePercent: 11.25,
      months: 3,
      firstDueDate: '2026-01-31',
    });
    expect(plan.lines.map((line) => line.dueDate)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
    expect(plan.lines.map((line) => line.instalment)).toEqual([1_018_808n, 1_018_808n, 1_018_809n]);
  });
});
