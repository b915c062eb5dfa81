/**
 * Bulk transfers (spec §3 type MULTIPLE): one confirmed batch per code, and its rows, each one a
 * transfer of type MULTIPLE; a row's status is its transfer's.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bankCustomers, users } from './identity.ts';
import { ledgerAccounts } from './ledger.ts';
import { transfers } from './transfers.ts';

const money = () => bigint({ mode: 'bigint' });
const instant = () => timestamp({ withTimezone: true });

export const bulkTransferBatches = pgTable(
  'bulk_transfer_batches',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The customer-facing number. */
    reference: text().notNull(),
    customerId: uuid()
      .notNull()
      .references(() => bankCustomers.id),
    initiatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    debitAccountId: uuid()
      .notNull()
      .references(() => ledgerAccounts.id),
    currency: text().notNull(),
    rowCount: integer().notNull(),
    /** Sum of the rows' amounts, fees apart. */
    totalMinor: money().notNull(),
    totalFeeMinor: money().notNull().default(sql`0`),
    idempotencyKey: text(),
    channel: text(),
    createdAt: instant().notNull(),
  },
  (table) => [
    uniqueIndex('bulk_transfer_batches_reference_key').on(table.reference),
    index('bulk_transfer_batches_customer_created_idx').on(table.customerId, table.createdAt),
    check('bulk_transfer_batches_rows_positive', sql`${table.rowCount} > 0 and ${table.totalMinor} > 0`),
  ],
);

/** The rows in the order the customer gave them; each one is a transfer. */
export const bulkTransferRows = pgTable(
  'bulk_transfer_rows',
  {
    batchId: uuid()
      .notNull()
      .references(() => bulkTransferBatches.id),
    /** From 0, as the customer ordered them. */
    rowIndex: integer().notNull(),
    transferId: uuid()
      .notNull()
      .references(() => transfers.id),
  },
  (table) => [
    primaryKey({ columns: [table.batchId, table.rowIndex] }),
    uniqueIndex('bulk_transfer_rows_transfer_key').on(table.transferId),
  ],
);
