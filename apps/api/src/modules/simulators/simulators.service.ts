/** Simulator catalogue lists and the server-side calculation, with the same evaluator as the page. */
import type {
  CalculateSimulationInput,
  FieldError,
  LoanProduct,
  SavingsProduct,
  SimulationResult,
  SimulatorCategory,
} from '@baraka/contracts';
import {
  checkFactorValues,
  ExpressionError,
  type FactorIssue,
  ScheduleError,
  simulate,
} from '@baraka/domain';
import type { AppDb } from '../../db/client.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { toCategory, toFactor, toFormula, toProduct, toSimulationResult } from './simulators.mappers.ts';
import {
  type ProductFilter,
  type SimulatorKind,
  selectActiveProducts,
  selectCategories,
  selectFactors,
  selectFormulas,
} from './simulators.queries.ts';

export const listCategories = async (db: AppDb, kind: SimulatorKind): Promise<SimulatorCategory[]> =>
  (await selectCategories(db, kind)).map(toCategory);

const groupBy = <T extends { productId: number }, R>(rows: readonly T[], map: (row: T) => R) => {
  const groups = new Map<number, R[]>();
  for (const row of rows) {
    groups.set(row.productId, [...(groups.get(row.productId) ?? []), map(row)]);
  }
  return groups;
};

const findProducts = async (db: AppDb, filter: ProductFilter): Promise<(LoanProduct | SavingsProduct)[]> => {
  const rows = await selectActiveProducts(db, filter);
  const ids = rows.map((row) => row.product.id);
  const [factorRows, formulaRows] = await Promise.all([selectFactors(db, ids), selectFormulas(db, ids)]);
  const factors = groupBy(factorRows, toFactor);
  const formulas = groupBy(formulaRows, toFormula);
  return rows.map((row) =>
    toProduct(row, factors.get(row.product.id) ?? [], formulas.get(row.product.id) ?? []),
  );
};

export const listLoanProducts = async (db: AppDb, categoryId?: number): Promise<LoanProduct[]> =>
  (await findProducts(db, { kind: 'LOAN', categoryId })).filter(
    (product): product is LoanProduct => product.kind === 'LOAN',
  );

export const listSavingsProducts = async (db: AppDb): Promise<SavingsProduct[]> =>
  (await findProducts(db, { kind: 'SAVINGS' })).filter(
    (product): product is SavingsProduct => product.kind === 'SAVINGS',
  );

const toFieldError = (issue: FactorIssue): FieldError => {
  const field = `factors.${issue.factor}`;
  return 'params' in issue ? { field, key: issue.key, params: issue.params } : { field, key: issue.key };
};

/** A value outside the product's bounds answers 400 with the form key of the first failing factor. */
const rejectValues = (issues: readonly FactorIssue[]): AppError => {
  const fieldErrors = issues.map(toFieldError);
  const [first] = fieldErrors;
  const others = fieldErrors.length > 1 ? ` (and ${fieldErrors.length - 1} more)` : '';
  return new AppError(
    { code: first?.key ?? 'invalidType', http: 400 },
    { fieldErrors, message: `Invalid field "${first?.field}": ${first?.key}${others}` },
  );
};

export const calculateSimulation = async (
  db: AppDb,
  input: CalculateSimulationInput,
): Promise<SimulationResult> => {
  const [product] = await findProducts(db, { productId: input.productId });
  if (!product) {
    throw new AppError('NOT_FOUND', { message: `No active simulator ${input.productId}` });
  }
  try {
    const issues = checkFactorValues(product, input.factors);
    if (issues.length > 0) {
      throw rejectValues(issues);
    }
    return toSimulationResult(product.id, simulate(product, input.factors));
  } catch (error) {
    if (error instanceof ExpressionError || error instanceof ScheduleError) {
      throw new AppError('UNPROCESSABLE', {
        message: 'The simulator cannot compute with these values',
        cause: error,
      });
    }
    throw error;
  }
};
