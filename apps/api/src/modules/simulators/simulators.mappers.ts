/** Rows of the catalogue to the call's shapes, and a domain simulation to its wire form. */
import type {
  LoanProduct,
  SavingsProduct,
  SimulationResult,
  SimulationValue,
  SimulatorCategory,
  SimulatorFactor,
  SimulatorFormula,
} from '@baraka/contracts';
import { formatScaled, type Simulation, type SimulationFigure, UNIT_DECIMALS } from '@baraka/domain';
import type { CategoryRow, FactorRow, FormulaRow, ProductWithCategoryRow } from './simulators.queries.ts';

export const toCategory = (row: CategoryRow): SimulatorCategory => ({
  id: row.id,
  name: row.name,
  label: row.label,
  description: row.description,
  categoryOrder: row.categoryOrder,
});

const requireText = (row: FactorRow, value: string | null): string => {
  // The table's check constraint makes this unreachable; a broken row must not compute silently.
  if (value === null) {
    throw new Error(`Factor ${row.id} (${row.name}) lacks a value its type needs`);
  }
  return value;
};

export const toFactor = (row: FactorRow): SimulatorFactor => {
  const common = {
    id: row.id,
    name: row.name,
    label: row.label,
    description: row.description ?? null,
    unit: row.unit,
    hidden: row.hidden,
    factorOrder: row.factorOrder,
  };
  return row.type === 'UNIQUE'
    ? { ...common, type: 'UNIQUE', value: requireText(row, row.value) }
    : {
        ...common,
        type: 'INTERVAL',
        startValue: requireText(row, row.startValue),
        endValue: requireText(row, row.endValue),
        interpolationStep: requireText(row, row.interpolationStep),
        defaultValue: row.defaultValue,
      };
};

export const toFormula = (row: FormulaRow): SimulatorFormula => ({
  id: row.id,
  name: row.name,
  label: row.label,
  value: row.value,
  unit: row.unit,
  orderFormula: row.orderFormula,
});

export const toProduct = (
  { product, category }: ProductWithCategoryRow,
  factors: SimulatorFactor[],
  formulas: SimulatorFormula[],
): LoanProduct | SavingsProduct => {
  const common = {
    id: product.id,
    name: product.name,
    label: product.label,
    description: product.description,
    active: product.active,
    segment: product.segment,
    productOrder: product.productOrder,
    factors,
    formulas,
  };
  return product.kind === 'LOAN'
    ? { ...common, kind: 'LOAN', loanCategory: toCategory(category) }
    : { ...common, kind: 'SAVINGS', savingsCategory: toCategory(category) };
};

const toValue = ({ name, unit, scaled }: SimulationFigure): SimulationValue => ({
  name,
  unit,
  value: formatScaled(scaled, UNIT_DECIMALS[unit]),
});

const money = (millimes: bigint): string => formatScaled(millimes, UNIT_DECIMALS.CCY);

export const toSimulationResult = (productId: number, simulation: Simulation): SimulationResult => {
  const common = {
    productId,
    currency: 'TND' as const,
    factors: simulation.factors.map(toValue),
    figures: simulation.figures.map(toValue),
  };
  if (simulation.kind === 'LOAN') {
    return {
      ...common,
      kind: 'LOAN',
      schedule: simulation.schedule.map((row) => ({
        month: row.month,
        instalment: money(row.instalment),
        principal: money(row.principal),
        profit: money(row.profit),
        remaining: money(row.remaining),
      })),
    };
  }
  return {
    ...common,
    kind: 'SAVINGS',
    growth: simulation.growth.map((point) => ({
      month: point.month,
      deposits: money(point.deposits),
      balance: money(point.balance),
    })),
  };
};
