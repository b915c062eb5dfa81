/** The exchange rate call of spec §7. */
import { defineEndpoint, listAnswer, REFERENCE_DATA } from '../shared/endpoint.ts';
import { currencyRateSchema } from './schemas.ts';

/** The calls of the area. */
export const currenciesEndpoints = {
  rates: defineEndpoint({
    method: 'GET',
    path: 'api/currencies/all',
    area: 'currencies',
    summary: 'Buy and sell rates of the quoted currencies against the dinar',
    access: REFERENCE_DATA,
    answer: listAnswer(currencyRateSchema),
  }),
};
