/**
 * Standing orders (spec §3 "Permanent transfer"): a transfer repeated each period between a first
 * and an optional last execution date. Each run is claimed by its (order, period) key in the same
 * transaction that books it, so a run happens once whatever the number of job runners or restarts.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bankCustomers, users } from './identity.ts';
import { ledgerAccounts } from './ledger.ts';
import { transfers } from './transfers.ts';

const instant = () => timestamp({ withTimezone: true });

export const standingOrders = pgTable(
  'standing_orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => bankCustomers.id),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** OWN_ACCOUNT, WITHINBANK or NATIONAL: what each run is. */
    kind: text().notNull(),
    debitAccountId: uuid()
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: uuid().references(() => ledgerAccounts.id),
    payeeName: text().notNull(),
    payeeRib: text().notNull(),
    beneficiaryId: uuid(),
    amountMinor: bigint({ mode: 'bigint' }).notNull(),
    currency: text().notNull(),
    reason: text(),
    /** MONTHLY, QUARTERLY, SEMIANNUAL or ANNUAL. */
    frequency: text().notNull(),
    firstExecutionDate: date({ mode: 'string' }).notNull(),
    lastExecutionDate: date({ mode: 'string' }),
    /** ACTIVE, CANCELLED or ENDED. */
    status: text().notNull().default('ACTIVE'),
    createdAt: instant().notNull(),
    cancelledAt: instant(),
  },
  (table) => [
    index('standing_orders_customer_idx').on(table.customerId),
    index('standing_orders_active_idx').on(table.firstExecutionDate).where(sql`${table.status} = 'ACTIVE'`),
    check('standing_orders_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

/** A run done: the claim of its period, with the transfer it produced (or its refusal). */
export const standingOrderRuns = pgTable(
  'standing_order_runs',
  {
    orderId: uuid()
      .notNull()
      .references(() => standingOrders.id),
    periodKey: text().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    transferId: uuid().references(() => transfers.id),
    /** EXECUTED or REJECTED (e.g. not enough money that day). */
    status: text().notNull(),
    executedAt: instant().notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.periodKey] })],
);
