/**
 * Where each account with alert thresholds last stood against them (BELOW, WITHIN, ABOVE): a
 * notification goes out when the balance crosses into BELOW or ABOVE, once per crossing.
 */
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ledgerAccounts } from './ledger.ts';

export const balanceAlertStates = pgTable(
  'balance_alert_states',
  {
    accountId: uuid()
      .primaryKey()
      .references(() => ledgerAccounts.id),
    state: text().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [check('balance_alert_states_state_check', sql`${table.state} in ('BELOW', 'WITHIN', 'ABOVE')`)],
);
