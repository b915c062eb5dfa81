/** The bank's session calendar: single-session periods and Ramadan, which set the interbank cut-off. */
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const BANK_SESSION_PERIOD_MODES = ['SINGLE_SESSION', 'RAMADAN'] as const;
export type BankSessionPeriodMode = (typeof BANK_SESSION_PERIOD_MODES)[number];

export const bankSessionPeriods = pgTable(
  'bank_session_periods',
  {
    id: serial().primaryKey(),
    mode: text().$type<BankSessionPeriodMode>().notNull(),
    dateFrom: date({ mode: 'string' }).notNull(),
    dateTo: date({ mode: 'string' }).notNull(),
  },
  (table) => [
    index('bank_session_periods_period_idx').on(table.dateTo, table.dateFrom),
    check('bank_session_periods_mode_check', sql`${table.mode} in ('SINGLE_SESSION', 'RAMADAN')`),
    check('bank_session_periods_range_check', sql`${table.dateFrom} <= ${table.dateTo}`),
  ],
);
