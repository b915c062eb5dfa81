/**
 * The state of one simulator on the page: the visitor's values, kept valid (inside bounds that may
 * move, on a step), and the simulation the shared evaluator computes from them at each change.
 */
import {
  type FactorBounds,
  listInputFactors,
  normalizeFactorValues,
  type Simulation,
  type SimulatorDefinition,
  simulate,
} from '@baraka/domain/simulators/index';
import { useCallback, useMemo, useState } from 'react';

export type SimulatorState = {
  /** Each visible interval factor's value and current bounds. */
  values: Readonly<Record<string, number>>;
  bounds: ReadonlyMap<string, FactorBounds>;
  /** Every factor's value, computed ones (rate tier) included. */
  scope: ReadonlyMap<string, number>;
  /** Null when the product cannot compute (a broken definition); the page says so. */
  simulation: Simulation | null;
  setValue: (name: string, value: number) => void;
};

const keepInputs = (definition: SimulatorDefinition, scope: ReadonlyMap<string, number>) =>
  Object.fromEntries(
    listInputFactors(definition).map((factor) => [factor.name, scope.get(factor.name) ?? 0]),
  );

function resolve(definition: SimulatorDefinition, given: Readonly<Record<string, number>>) {
  try {
    const { scope, bounds } = normalizeFactorValues(definition, given);
    return { scope, bounds, values: keepInputs(definition, scope) };
  } catch {
    return { scope: new Map<string, number>(), bounds: new Map<string, FactorBounds>(), values: given };
  }
}

function runSimulation(definition: SimulatorDefinition, values: Readonly<Record<string, number>>) {
  try {
    return simulate(definition, values);
  } catch {
    return null;
  }
}

/**
 * Mount it under a `key` of the product, so changing product starts from that product's defaults
 * (and from `initial`, values the page knows of the visitor, e.g. a signed-in customer's income).
 */
export function useSimulator(
  definition: SimulatorDefinition,
  initial: Readonly<Record<string, number>> = {},
): SimulatorState {
  const [given, setGiven] = useState<Readonly<Record<string, number>>>(() => {
    const inputs = new Set(listInputFactors(definition).map((factor) => factor.name));
    return Object.fromEntries(Object.entries(initial).filter(([name]) => inputs.has(name)));
  });
  const { scope, bounds, values } = useMemo(() => resolve(definition, given), [definition, given]);
  const simulation = useMemo(
    () => (bounds.size > 0 ? runSimulation(definition, values) : null),
    [definition, values, bounds],
  );
  // Stores the normalized values: moving the price back does not bring back a contribution it clamped.
  const setValue = useCallback(
    (name: string, value: number) =>
      setGiven((previous) => resolve(definition, { ...previous, [name]: value }).values),
    [definition],
  );
  return { values, bounds, scope, simulation, setValue };
}
