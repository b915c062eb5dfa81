/** The simulator calls of spec §7: categories, products and the calculation. */
import { defineEndpoint, listAnswer, objectAnswer, REFERENCE_DATA } from '../shared/endpoint.ts';
import {
  calculateSimulationSchema,
  loanProductSchema,
  loanProductsQuerySchema,
  savingsProductSchema,
  simulationResultSchema,
  simulatorCategorySchema,
} from './schemas.ts';

/** The calls of the area. */
export const simulatorsEndpoints = {
  loanCategories: defineEndpoint({
    method: 'GET',
    path: 'api/simulator/loans/category',
    area: 'simulators',
    summary: 'Financing simulator categories',
    access: REFERENCE_DATA,
    answer: listAnswer(simulatorCategorySchema),
  }),
  loanProducts: defineEndpoint({
    method: 'GET',
    path: 'loans/all',
    area: 'simulators',
    summary: 'Financing simulators with their factors and formulas',
    access: REFERENCE_DATA,
    query: loanProductsQuerySchema,
    answer: listAnswer(loanProductSchema),
  }),
  calculate: defineEndpoint({
    method: 'POST',
    path: 'loans/calculator/calculate',
    area: 'simulators',
    summary: 'Compute a simulation: figures and amortization schedule, or savings growth',
    access: { auth: 'public' },
    body: calculateSimulationSchema,
    answer: objectAnswer(simulationResultSchema),
  }),
  savingsCategories: defineEndpoint({
    method: 'GET',
    path: 'api/simulator/saving/category',
    area: 'simulators',
    summary: 'Savings simulator categories',
    access: REFERENCE_DATA,
    answer: listAnswer(simulatorCategorySchema),
  }),
  savingsProducts: defineEndpoint({
    method: 'GET',
    path: 'api/simulator/saving',
    area: 'simulators',
    summary: 'Savings simulators with their factors and formulas',
    access: REFERENCE_DATA,
    answer: listAnswer(savingsProductSchema),
  }),
};
