/** The currencies area's calls (`currenciesEndpoints` in @baraka/contracts). */
import { currenciesEndpoints } from '@baraka/contracts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { defineModule } from '../module.ts';
import { getCurrencyRates } from './currencies.service.ts';

export const currenciesModule = defineModule('currencies', async (app, deps) => {
  serve(app, currenciesEndpoints.rates, () => getCurrencyRates(deps.database.db));
});
