/** What other areas use of currencies. */
export { listCurrencyRates } from './currencies.queries.ts';
