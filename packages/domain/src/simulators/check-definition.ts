/**
 * Whether a product definition can be computed: names well formed and unique, every expression
 * readable and reading only what is defined before it, the names the engine needs present with
 * their unit, and a simulation at the default values that succeeds. Seeds and edits run it.
 */
import {
  type FactorDefinition,
  LOAN_TOTAL_NAMES,
  REQUIRED_NAMES,
  type SimulatorDefinition,
  sortFactors,
  sortFormulas,
} from './definition.ts';
import { listExpressionNames } from './expression/evaluate.ts';
import { normalizeFactorValues } from './factors.ts';
import { simulate } from './simulate.ts';

const NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,39}$/;
const RESERVED = new Set<string>(['min', 'max', ...LOAN_TOTAL_NAMES]);

const expressionsOf = (factor: FactorDefinition): string[] =>
  factor.type === 'UNIQUE'
    ? [factor.value]
    : [
        factor.startValue,
        factor.endValue,
        factor.interpolationStep,
        factor.defaultValue ?? factor.startValue,
      ];

/** Problems of `definition`'s expressions, reading names in order; `known` grows as names get defined. */
function checkReferences(
  owner: string,
  expressions: readonly string[],
  known: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  for (const expression of expressions) {
    try {
      for (const name of listExpressionNames(expression)) {
        if (!known.has(name)) {
          problems.push(`${owner} reads "${name}", which is not defined before it`);
        }
      }
    } catch (error) {
      problems.push(`${owner}: ${(error as Error).message}`);
    }
  }
  return problems;
}

function checkNames(definition: SimulatorDefinition): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { name } of [...definition.factors, ...definition.formulas]) {
    if (!NAME_PATTERN.test(name) || RESERVED.has(name)) {
      problems.push(`"${name}" cannot name a factor or a formula`);
    }
    if (seen.has(name)) {
      problems.push(`"${name}" is defined twice`);
    }
    seen.add(name);
  }
  const units = new Map(
    [...definition.factors, ...definition.formulas].map((item) => [item.name, item.unit]),
  );
  for (const [name, unit] of Object.entries(REQUIRED_NAMES[definition.kind])) {
    if (units.get(name) !== unit) {
      problems.push(`a ${definition.kind} product needs "${name}" in ${unit}`);
    }
  }
  return problems;
}

export function checkSimulatorDefinition(definition: SimulatorDefinition): string[] {
  const problems = checkNames(definition);
  const known = new Set<string>();
  for (const factor of sortFactors(definition.factors)) {
    problems.push(...checkReferences(`factor "${factor.name}"`, expressionsOf(factor), known));
    known.add(factor.name);
  }
  for (const formula of sortFormulas(definition.formulas)) {
    problems.push(...checkReferences(`formula "${formula.name}"`, [formula.value], known));
    known.add(formula.name);
  }
  if (problems.length > 0) {
    return problems;
  }
  try {
    const { scope } = normalizeFactorValues(definition, {});
    simulate(definition, Object.fromEntries(scope));
  } catch (error) {
    problems.push(`the default simulation fails: ${(error as Error).message}`);
  }
  return problems;
}
