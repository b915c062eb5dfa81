/** Reads the published rates board. */
import { asc } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { currencyRates } from '../../db/schema/index.ts';

export const listCurrencyRates = (db: AppDb) =>
  db.select().from(currencyRates).orderBy(asc(currencyRates.displayOrder));
