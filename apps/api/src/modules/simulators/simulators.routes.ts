/** Public simulator calls of spec §7: categories and products of loans and savings, and the calculator. */
import {
  calculateSimulationSchema,
  listEnvelope,
  loanProductSchema,
  loanProductsQuerySchema,
  objectEnvelope,
  savingsProductSchema,
  simulationResultSchema,
  simulatorCategorySchema,
} from '@baraka/contracts';
import { REFERENCE_DATA } from '../../plugins/access/route-access.ts';
import { list, ok } from '../../plugins/envelope.ts';
import { defineModule } from '../module.ts';
import {
  calculateSimulation,
  listCategories,
  listLoanProducts,
  listSavingsProducts,
} from './simulators.service.ts';

const tags = ['simulators'];
const categoriesEnvelope = listEnvelope(simulatorCategorySchema);

export const simulatorsModule = defineModule('simulators', async (app, { database }) => {
  app.get(
    '/api/simulator/loans/category',
    {
      config: REFERENCE_DATA,
      schema: { tags, summary: 'Financing simulator categories', response: { 200: categoriesEnvelope } },
    },
    async () => list(await listCategories(database.db, 'LOAN')),
  );

  app.get(
    '/loans/all',
    {
      config: REFERENCE_DATA,
      schema: {
        tags,
        summary: 'Financing simulators with their factors and formulas',
        querystring: loanProductsQuerySchema,
        response: { 200: listEnvelope(loanProductSchema) },
      },
    },
    async (request) => list(await listLoanProducts(database.db, request.query.categoryId)),
  );

  app.post(
    '/loans/calculator/calculate',
    {
      schema: {
        tags,
        summary: 'Compute a simulation: figures and amortization schedule, or savings growth',
        body: calculateSimulationSchema,
        response: { 200: objectEnvelope(simulationResultSchema) },
      },
    },
    async (request) => ok(await calculateSimulation(database.db, request.body)),
  );

  app.get(
    '/api/simulator/saving/category',
    {
      config: REFERENCE_DATA,
      schema: { tags, summary: 'Savings simulator categories', response: { 200: categoriesEnvelope } },
    },
    async () => list(await listCategories(database.db, 'SAVINGS')),
  );

  app.get(
    '/api/simulator/saving',
    {
      config: REFERENCE_DATA,
      schema: {
        tags,
        summary: 'Savings simulators with their factors and formulas',
        response: { 200: listEnvelope(savingsProductSchema) },
      },
    },
    async () => list(await listSavingsProducts(database.db)),
  );
});
