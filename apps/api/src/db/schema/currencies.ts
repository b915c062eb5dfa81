/** Published exchange rates of the 16 quoted currencies against the dinar. */
import type { LocalizedText } from '@baraka/contracts';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const currencyRates = pgTable('currency_rates', {
  isoCode: text().primaryKey(),
  // Exact decimal text with four decimals ("3.3850"): a rate, never read back through a float.
  buyRate: text().notNull(),
  sellRate: text().notNull(),
  rateName: text().notNull().default('BILLETS'),
  unit: integer().notNull().default(1),
  currencyName: jsonb().$type<LocalizedText>().notNull(),
  displayOrder: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
