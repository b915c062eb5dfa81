/**
 * Loan and savings simulators (spec §3, §7 "Public"): categories, products as data (factors and
 * formulas written as expressions), the calculate call, and the hand-over of a simulation to the
 * contact form. Money on the wire is decimal text with the millimes ("1570.629"), never a float.
 */
import { z } from 'zod';
import { localizedTextSchema } from '../shared/localized.ts';

export const simulatorUnitSchema = z.enum(['CCY', 'MONTH', 'YEARS', 'PERCENT']);
export const simulatorKindSchema = z.enum(['LOAN', 'SAVINGS']);

/** Names formulas use for factors and formulas. */
export const FACTOR_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,39}$/;

const idSchema = z.number().int().positive();
const expressionSchema = z.string().min(1).max(1_000);

export const simulatorCategorySchema = z.object({
  id: idSchema,
  /** home_loan, car_loan, other_loan, savings. */
  name: z.string(),
  label: localizedTextSchema,
  description: localizedTextSchema,
  categoryOrder: z.number().int(),
});
export type SimulatorCategory = z.infer<typeof simulatorCategorySchema>;

const factorFields = {
  id: idSchema,
  name: z.string().regex(FACTOR_NAME_PATTERN),
  label: localizedTextSchema,
  description: localizedTextSchema.nullable(),
  unit: simulatorUnitSchema,
  hidden: z.boolean(),
  factorOrder: z.number().int(),
};

/** A value chosen from start to end by steps; each bound may be an expression of earlier factors. */
export const intervalFactorSchema = z.object({
  ...factorFields,
  type: z.literal('INTERVAL'),
  startValue: expressionSchema,
  endValue: expressionSchema,
  interpolationStep: expressionSchema,
  defaultValue: expressionSchema.nullable(),
});

/** A value fixed by the product, or computed from earlier factors (a rate tier). */
export const uniqueFactorSchema = z.object({
  ...factorFields,
  type: z.literal('UNIQUE'),
  value: expressionSchema,
});

export const simulatorFactorSchema = z.discriminatedUnion('type', [intervalFactorSchema, uniqueFactorSchema]);
export type SimulatorFactor = z.infer<typeof simulatorFactorSchema>;

export const simulatorFormulaSchema = z.object({
  id: idSchema,
  name: z.string().regex(FACTOR_NAME_PATTERN),
  label: localizedTextSchema,
  value: expressionSchema,
  unit: simulatorUnitSchema,
  orderFormula: z.number().int(),
});
export type SimulatorFormula = z.infer<typeof simulatorFormulaSchema>;

const productFields = {
  id: idSchema,
  name: z.string(),
  label: localizedTextSchema,
  description: localizedTextSchema,
  active: z.boolean(),
  segment: z.string(),
  productOrder: z.number().int(),
  factors: z.array(simulatorFactorSchema),
  formulas: z.array(simulatorFormulaSchema),
};

export const loanProductSchema = z.object({
  ...productFields,
  kind: z.literal('LOAN'),
  loanCategory: simulatorCategorySchema,
});
export type LoanProduct = z.infer<typeof loanProductSchema>;

export const savingsProductSchema = z.object({
  ...productFields,
  kind: z.literal('SAVINGS'),
  savingsCategory: simulatorCategorySchema,
});
export type SavingsProduct = z.infer<typeof savingsProductSchema>;
export type SimulatorProduct = LoanProduct | SavingsProduct;

/** GET loans/all: every active financing simulator, or one category's. */
export const loanProductsQuerySchema = z.object({
  categoryId: z.coerce.number().int().positive().optional(),
});
export type LoanProductsQuery = z.infer<typeof loanProductsQuerySchema>;

/** POST loans/calculator/calculate: the visible interval factors' values, in each factor's unit (TND, years…). */
export const calculateSimulationSchema = z.object({
  productId: idSchema,
  factors: z.record(z.string().regex(FACTOR_NAME_PATTERN), z.number()),
});
export type CalculateSimulationInput = z.infer<typeof calculateSimulationSchema>;

/** Decimal text: money with its three decimals, percentages with two, months and years whole. */
const decimalSchema = z.string().regex(/^-?\d+(\.\d+)?$/);

export const simulationValueSchema = z.object({
  name: z.string(),
  unit: simulatorUnitSchema,
  value: decimalSchema,
});
export type SimulationValue = z.infer<typeof simulationValueSchema>;

export const amortizationRowSchema = z.object({
  month: z.number().int().positive(),
  instalment: decimalSchema,
  principal: decimalSchema,
  profit: decimalSchema,
  remaining: decimalSchema,
});
export type AmortizationRowDto = z.infer<typeof amortizationRowSchema>;

export const savingsGrowthPointSchema = z.object({
  month: z.number().int().nonnegative(),
  deposits: decimalSchema,
  balance: decimalSchema,
});

const resultFields = {
  productId: idSchema,
  currency: z.literal('TND'),
  /** Visible factors: the caller's values and the rates that applied. */
  factors: z.array(simulationValueSchema),
  /** The product's formulas in order; for a financing followed by totalProfit and totalRepaid. */
  figures: z.array(simulationValueSchema),
};

export const simulationResultSchema = z.discriminatedUnion('kind', [
  z.object({ ...resultFields, kind: z.literal('LOAN'), schedule: z.array(amortizationRowSchema) }),
  z.object({ ...resultFields, kind: z.literal('SAVINGS'), growth: z.array(savingsGrowthPointSchema) }),
]);
export type SimulationResult = z.infer<typeof simulationResultSchema>;
