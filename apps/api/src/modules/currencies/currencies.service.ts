/** The rates board in the shape of spec §3 Currency rate. */
import { type CurrencyRate, quotedCurrencySchema } from '@baraka/contracts';
import type { AppDb } from '../../db/client.ts';
import { listCurrencyRates } from './currencies.queries.ts';

const UNITS = [1, 10, 100, 1000] as const;
const toUnit = (value: number): CurrencyRate['unit'] => UNITS.find((unit) => unit === value) ?? 1;

export async function getCurrencyRates(db: AppDb): Promise<CurrencyRate[]> {
  const rows = await listCurrencyRates(db);
  return rows.map((row) => ({
    isoCode: quotedCurrencySchema.parse(row.isoCode),
    retailRate: { buy: row.buyRate, sell: row.sellRate, name: row.rateName },
    currencyName: row.currencyName,
    unit: toUnit(row.unit),
    updatedAt: row.updatedAt.getTime(),
  }));
}
