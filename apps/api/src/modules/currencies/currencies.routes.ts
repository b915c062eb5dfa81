/** GET api/currencies/all: the exchange rates board (public). */
import { currencyRateSchema, listEnvelope } from '@baraka/contracts';
import { REFERENCE_DATA } from '../../plugins/access/route-access.ts';
import { list } from '../../plugins/envelope.ts';
import { defineModule } from '../module.ts';
import { getCurrencyRates } from './currencies.service.ts';

export const currenciesModule = defineModule('currencies', async (app, deps) => {
  app.get(
    '/api/currencies/all',
    {
      config: REFERENCE_DATA,
      schema: {
        tags: ['currencies'],
        summary: 'Buy and sell rates of the quoted currencies against the dinar',
        response: { 200: listEnvelope(currencyRateSchema) },
      },
    },
    async () => list(await getCurrencyRates(deps.database.db)),
  );
});
