/** Public simulator calls of spec §7: categories and products of loans and savings, and the calculator. */
import { simulatorsEndpoints } from '@baraka/contracts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { defineModule } from '../module.ts';
import {
  calculateSimulation,
  listCategories,
  listLoanProducts,
  listSavingsProducts,
} from './simulators.service.ts';

export const simulatorsModule = defineModule('simulators', async (app, { database }) => {
  serve(app, simulatorsEndpoints.loanCategories, () => listCategories(database.db, 'LOAN'));
  serve(app, simulatorsEndpoints.loanProducts, (request) =>
    listLoanProducts(database.db, request.query.categoryId),
  );
  serve(app, simulatorsEndpoints.calculate, (request) => calculateSimulation(database.db, request.body));
  serve(app, simulatorsEndpoints.savingsCategories, () => listCategories(database.db, 'SAVINGS'));
  serve(app, simulatorsEndpoints.savingsProducts, () => listSavingsProducts(database.db));
});
