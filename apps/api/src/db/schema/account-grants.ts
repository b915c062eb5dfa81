/** Which of a company's accounts its account holder let each of its other users see (spec §1). */
import { pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { ledgerAccounts } from './ledger.ts';

export const accountGrants = pgTable(
  'account_grants',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid()
      .notNull()
      .references(() => ledgerAccounts.id),
    grantedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.accountId] })],
);
