import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOAN_PRODUCTS } from './catalogue/loan-products.ts';
import { SAVINGS_PRODUCTS } from './catalogue/savings-products.ts';
import type { SimulatorDefinition } from './definition.ts';
import { checkFactorValues, listInputFactors, normalizeFactorValues } from './factors.ts';

const byName = (name: string): SimulatorDefinition => {
  const product = [...LOAN_PRODUCTS, ...SAVINGS_PRODUCTS].find((candidate) => candidate.name === name);
  if (!product) {
    throw new Error(name);
  }
  return product;
};
const darAlbaraka = byName('dar-albaraka');
const firstHome = byName('first-home');
const tahsinMasken = byName('tahsin-masken');

describe('factor bounds', () => {
  it('moves the own contribution bounds with the property price (20 % to 90 %)', () => {
    const { bounds } = normalizeFactorValues(darAlbaraka, { amount: 250_000 });
    expect(bounds.get('ownContribution')).toEqual({ min: 50_000, max: 225_000, step: 100 });
    expect(normalizeFactorValues(firstHome, { amount: 100_000 }).bounds.get('ownContribution')).toEqual({
      min: 0,
      max: 20_000,
      step: 100,
    });
  });

  it('accepts values inside the bounds on a step, the end included', () => {
    const values = { amount: 40_000, duration: 5, netSalary: 400, otherFinancing: 0 };
    expect(checkFactorValues(tahsinMasken, values)).toEqual([]);
  });

  it('names each wrong value with its form key and rule', () => {
    expect(
      checkFactorValues(darAlbaraka, {
        amount: 4_000,
        ownContribution: 999_999,
        duration: 26,
        netSalary: 2_505,
        rate: 1,
      }),
    ).toEqual([
      { factor: 'rate', key: 'invalidSelection' },
      { factor: 'amount', key: 'min', params: { min: 5_000 } },
      { factor: 'ownContribution', key: 'max', params: { max: 4_500 } },
      { factor: 'duration', key: 'max', params: { max: 25 } },
      { factor: 'netSalary', key: 'InvalidNumber', params: { step: 10 } },
      { factor: 'otherFinancing', key: 'required' },
    ]);
  });

  it('snaps whatever a slider or a keyboard gives onto a valid value', () => {
    for (const definition of [...LOAN_PRODUCTS, ...SAVINGS_PRODUCTS]) {
      const names = listInputFactors(definition).map((factor) => factor.name);
      fc.assert(
        fc.property(
          fc.dictionary(fc.constantFrom(...names), fc.double({ min: -1e7, max: 1e7, noNaN: true })),
          (given) => {
            const { scope } = normalizeFactorValues(definition, given);
            const values = Object.fromEntries(names.map((name) => [name, scope.get(name) ?? Number.NaN]));
            expect(checkFactorValues(definition, values)).toEqual([]);
          },
        ),
        { numRuns: 60 },
      );
    }
  });
});
