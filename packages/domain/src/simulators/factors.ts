/**
 * Factor values: the bounds of each interval factor (which may depend on earlier factors), the
 * check of what a visitor or a caller sent, and the snapping of a slider value onto its steps.
 */
import {
  type FactorDefinition,
  type IntervalFactorDefinition,
  type SimulatorDefinition,
  type SimulatorUnit,
  sortFactors,
} from './definition.ts';
import { evaluateExpression } from './expression/evaluate.ts';
import { roundForUnit } from './rounding.ts';

export type FactorBounds = { min: number; max: number; step: number };
export type FactorValues = Readonly<Record<string, number>>;

/** Form keys of spec §5 a factor value can fail with, and the rule's parameter. */
export type FactorIssue =
  | { factor: string; key: 'required' | 'invalidSelection' }
  | { factor: string; key: 'min'; params: { min: number } }
  | { factor: string; key: 'max'; params: { max: number } }
  | { factor: string; key: 'InvalidNumber'; params: { step: number } };

export type ResolvedFactors = {
  /** Every factor's value by name, hidden and computed ones included: what formulas read. */
  scope: Map<string, number>;
  /** Bounds of each interval factor, computed from the factors before it. */
  bounds: Map<string, FactorBounds>;
};

type PickValue = (
  factor: IntervalFactorDefinition,
  bounds: FactorBounds,
  scope: Map<string, number>,
) => number;

const readBounds = (factor: IntervalFactorDefinition, scope: Map<string, number>): FactorBounds => ({
  min: roundForUnit(evaluateExpression(factor.startValue, scope), factor.unit),
  max: roundForUnit(evaluateExpression(factor.endValue, scope), factor.unit),
  step: evaluateExpression(factor.interpolationStep, scope),
});

/** Walks the factors in order; each interval factor's value comes from `pick`, given its bounds. */
function walkFactors(definition: SimulatorDefinition, pick: PickValue): ResolvedFactors {
  const scope = new Map<string, number>();
  const bounds = new Map<string, FactorBounds>();
  for (const factor of sortFactors(definition.factors)) {
    if (factor.type === 'UNIQUE') {
      scope.set(factor.name, roundForUnit(evaluateExpression(factor.value, scope), factor.unit));
      continue;
    }
    const factorBounds = readBounds(factor, scope);
    bounds.set(factor.name, factorBounds);
    scope.set(factor.name, pick(factor, factorBounds, scope));
  }
  return { scope, bounds };
}

/** Whether `value` is the start plus a whole number of steps (or the end itself). */
export function isOnStep(value: number, { min, max, step }: FactorBounds): boolean {
  if (value === max || step <= 0) {
    return true;
  }
  const steps = (value - min) / step;
  return Math.abs(steps - Math.round(steps)) <= 1e-9 * Math.max(1, Math.abs(steps));
}

/** The nearest allowed value: inside the bounds, on a step, rounded to the unit. */
export function snapToStep(value: number, bounds: FactorBounds, unit: SimulatorUnit): number {
  const { min, max, step } = bounds;
  if (!Number.isFinite(value) || value <= min || max <= min) {
    return min;
  }
  if (value >= max) {
    return max;
  }
  const snapped = step > 0 ? min + Math.round((value - min) / step) * step : value;
  // A step that does not divide the range leaves the end reachable only as itself.
  return roundForUnit(Math.min(snapped, max), unit);
}

const defaultOf = (factor: IntervalFactorDefinition, bounds: FactorBounds, scope: Map<string, number>) =>
  snapToStep(
    factor.defaultValue === null ? bounds.min : evaluateExpression(factor.defaultValue, scope),
    bounds,
    factor.unit,
  );

/** Factors a visitor sets: visible interval factors, in order. */
export const listInputFactors = (definition: SimulatorDefinition): IntervalFactorDefinition[] =>
  sortFactors(definition.factors).filter(
    (factor): factor is IntervalFactorDefinition => factor.type === 'INTERVAL' && !factor.hidden,
  );

/**
 * Values a page can always compute with: each given value snapped into its (possibly moved) bounds,
 * missing ones at their default. Used when the page opens and after every change.
 */
export function normalizeFactorValues(
  definition: SimulatorDefinition,
  values: FactorValues,
): ResolvedFactors {
  return walkFactors(definition, (factor, bounds, scope) => {
    const given = values[factor.name];
    return given === undefined || factor.hidden
      ? defaultOf(factor, bounds, scope)
      : snapToStep(given, bounds, factor.unit);
  });
}

/** Values taken as they are, outside the bounds too (the growth of a savings plan month by month). */
export function resolveFactorValues(definition: SimulatorDefinition, values: FactorValues): ResolvedFactors {
  return walkFactors(definition, (factor, bounds, scope) =>
    factor.hidden
      ? defaultOf(factor, bounds, scope)
      : (values[factor.name] ?? defaultOf(factor, bounds, scope)),
  );
}

const checkValue = (
  factor: FactorDefinition,
  value: number | undefined,
  bounds: FactorBounds,
): FactorIssue | null => {
  if (value === undefined) {
    return { factor: factor.name, key: 'required' };
  }
  if (value < bounds.min) {
    return { factor: factor.name, key: 'min', params: { min: bounds.min } };
  }
  if (value > bounds.max) {
    return { factor: factor.name, key: 'max', params: { max: bounds.max } };
  }
  return isOnStep(value, bounds)
    ? null
    : { factor: factor.name, key: 'InvalidNumber', params: { step: bounds.step } };
};

/**
 * What is wrong with values a caller sent: a missing or out-of-bounds visible interval factor, or a
 * value for anything else (a fixed rate is the bank's, never the caller's). Empty when all is well.
 */
export function checkFactorValues(definition: SimulatorDefinition, values: FactorValues): FactorIssue[] {
  const inputNames = new Set(listInputFactors(definition).map((factor) => factor.name));
  const issues: FactorIssue[] = Object.keys(values)
    .filter((name) => !inputNames.has(name))
    .map((name) => ({ factor: name, key: 'invalidSelection' }));
  // Later bounds are computed from the caller's value when valid, from the nearest valid one otherwise.
  walkFactors(definition, (factor, bounds, scope) => {
    const given = values[factor.name];
    if (factor.hidden) {
      return defaultOf(factor, bounds, scope);
    }
    const issue = checkValue(factor, given, bounds);
    if (issue) {
      issues.push(issue);
      return given === undefined ? defaultOf(factor, bounds, scope) : snapToStep(given, bounds, factor.unit);
    }
    return given ?? bounds.min;
  });
  return issues;
}
