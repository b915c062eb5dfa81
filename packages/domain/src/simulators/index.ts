/** Simulators: products as data, one evaluator for the page and the API. */
export * from './amortization.ts';
export * from './catalogue/catalogue-types.ts';
export * from './catalogue/categories.ts';
export * from './catalogue/loan-products.ts';
export * from './catalogue/savings-products.ts';
export * from './check-definition.ts';
export * from './definition.ts';
export { evaluateExpression, listExpressionNames } from './expression/evaluate.ts';
export { ExpressionError, type ExpressionErrorReason } from './expression/expression-error.ts';
export * from './factors.ts';
export * from './figures.ts';
export * from './rounding.ts';
export * from './simulate.ts';
