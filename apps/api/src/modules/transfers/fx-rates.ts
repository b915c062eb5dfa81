/** The day's published rates (the currencies board) in the shape the exchange rules take. */
import type { ExchangeRate } from '@baraka/domain';
import type { AppDb } from '../../db/client.ts';
import { listCurrencyRates } from '../currencies/index.ts';

export async function loadExchangeRates(db: AppDb): Promise<ExchangeRate[]> {
  const rows = await listCurrencyRates(db);
  return rows.map((row) => ({ isoCode: row.isoCode, buy: row.buyRate, sell: row.sellRate, unit: row.unit }));
}
