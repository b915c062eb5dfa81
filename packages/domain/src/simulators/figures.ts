/** Values shown to the visitor: each rounded to its unit, kept both as a number and as an exact integer. */
import {
  type SimulatorDefinition,
  type SimulatorUnit,
  sortFactors,
  sortFormulas,
  UNIT_DECIMALS,
} from './definition.ts';
import { evaluateExpression } from './expression/evaluate.ts';
import { roundToScaled, scaledToNumber } from './rounding.ts';

export type SimulationFigure = {
  name: string;
  unit: SimulatorUnit;
  /** The value in units of `unit`, rounded to UNIT_DECIMALS (TND with millimes, percent with hundredths). */
  value: number;
  /** The same value × 10^UNIT_DECIMALS: millimes for money. Exact, what sums and the wire use. */
  scaled: bigint;
};

export function createFigure(name: string, unit: SimulatorUnit, raw: number): SimulationFigure {
  const decimals = UNIT_DECIMALS[unit];
  const scaled = roundToScaled(raw, decimals);
  return { name, unit, value: scaledToNumber(scaled, decimals), scaled };
}

export function createMoneyFigure(name: string, millimes: bigint): SimulationFigure {
  return { name, unit: 'CCY', value: scaledToNumber(millimes, UNIT_DECIMALS.CCY), scaled: millimes };
}

/**
 * Every formula in order. Each result is rounded to its unit as soon as it is computed, and the
 * formulas after it read the rounded value: the instalment a schedule uses is the one shown.
 */
export function evaluateFormulas(
  definition: SimulatorDefinition,
  scope: Map<string, number>,
): SimulationFigure[] {
  return sortFormulas(definition.formulas).map((formula) => {
    const figure = createFigure(formula.name, formula.unit, evaluateExpression(formula.value, scope));
    scope.set(formula.name, figure.value);
    return figure;
  });
}

/** The visible factors' values as figures (the visitor's choices and the fixed rates). */
export function listFactorFigures(
  definition: SimulatorDefinition,
  scope: Map<string, number>,
): SimulationFigure[] {
  return sortFactors(definition.factors)
    .filter((factor) => !factor.hidden)
    .map((factor) => createFigure(factor.name, factor.unit, scope.get(factor.name) ?? 0));
}

/** A figure by name, or an error naming what the definition lacks. */
export function findFigure(figures: readonly SimulationFigure[], name: string): SimulationFigure {
  const figure = figures.find((candidate) => candidate.name === name);
  if (!figure) {
    throw new RangeError(`The simulation has no "${name}"`);
  }
  return figure;
}
