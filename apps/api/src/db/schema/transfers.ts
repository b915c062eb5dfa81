/**
 * Transfers (spec §3 "Transfer history", §4 statuses): every order a customer gives, with a copy
 * of the payee, the figures quoted (amount, converted amount, applied rate, fees), the dates of
 * the execution calendar and the ledger entry once booked; each status change is kept; interbank
 * transfers leave in clearing batches at the cut-off.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bankCustomers, users } from './identity.ts';
import { ledgerAccounts } from './ledger.ts';

const money = () => bigint({ mode: 'bigint' });
const instant = () => timestamp({ withTimezone: true });

/** One run of interbank transfers handed to the clearing at a cut-off, per currency. */
export const clearingBatches = pgTable('clearing_batches', {
  id: uuid().primaryKey().defaultRandom(),
  executionDate: date({ mode: 'string' }).notNull(),
  currency: text().notNull(),
  transferCount: integer().notNull(),
  totalMinor: money().notNull(),
  createdAt: instant().notNull().defaultNow(),
});

export const transfers = pgTable(
  'transfers',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The customer-facing number (spec transactionNumber). */
    transactionNumber: text().notNull(),
    customerId: uuid()
      .notNull()
      .references(() => bankCustomers.id),
    /** Who gave the order; for a standing-order run, who set the order up. */
    initiatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** OWN_ACCOUNT, WITHINBANK, NATIONAL, INTERNATIONAL, PERMANENT or MULTIPLE (spec §3). */
    type: text().notNull(),
    /** The movement: OWN_ACCOUNT, WITHINBANK, NATIONAL or INTERNATIONAL (a standing-order run is one). */
    kind: text().notNull(),
    debitAccountId: uuid()
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Set when the money stays in the bank (own account, within bank). */
    creditAccountId: uuid().references(() => ledgerAccounts.id),
    payeeName: text().notNull(),
    payeeRib: text(),
    payeeIban: text(),
    payeeBic: text(),
    payeeCountry: text(),
    /** The saved beneficiary chosen, if any (no foreign key: beneficiaries live in their own area). */
    beneficiaryId: uuid(),
    standingOrderId: uuid(),
    /** What the payee receives, in `currency`. */
    amountMinor: money().notNull(),
    currency: text().notNull(),
    /** What leaves the debited account before fees (spec amountConverter), in `debitCurrency`. */
    debitAmountMinor: money().notNull(),
    debitCurrency: text().notNull(),
    /** debitCurrency per unit of currency, as quoted; null without conversion. */
    appliedRate: text(),
    feeMinor: money().notNull().default(sql`0`),
    /** The amount's worth in millimes, what the limits count. */
    dinarMinor: money().notNull(),
    reason: text(),
    requestedDate: date({ mode: 'string' }),
    executionDate: date({ mode: 'string' }).notNull(),
    executionReason: text().notNull(),
    /** When the money moves: booked at once, or by the release job (deferred transfers). */
    releaseAt: instant().notNull(),
    /** Interbank: the execution date's cut-off, when the clearing job sends it. */
    clearingAt: instant(),
    /** PENDING, PROGRESS, COMPLETED, REJECTED, FAILED or BLOCKED (spec §4). */
    status: text().notNull(),
    /** MAT, IHLD or REVE (spec §4 operation codes). */
    rawStatus: text(),
    statusReason: text(),
    journalReference: text(),
    reversalReference: text(),
    clearingBatchId: uuid().references(() => clearingBatches.id),
    idempotencyKey: text(),
    channel: text(),
    createdAt: instant().notNull(),
    updatedAt: instant().notNull(),
    executedAt: instant(),
  },
  (table) => [
    uniqueIndex('transfers_transaction_number_key').on(table.transactionNumber),
    index('transfers_customer_created_idx').on(table.customerId, table.createdAt),
    index('transfers_debit_account_idx').on(table.debitAccountId, table.createdAt),
    index('transfers_pending_release_idx').on(table.releaseAt).where(sql`${table.status} = 'PENDING'`),
    index('transfers_progress_clearing_idx').on(table.clearingAt).where(sql`${table.status} = 'PROGRESS'`),
    check('transfers_amounts_positive', sql`${table.amountMinor} > 0 and ${table.debitAmountMinor} > 0`),
    check('transfers_fee_not_negative', sql`${table.feeMinor} >= 0`),
    check(
      'transfers_status_check',
      sql`${table.status} in ('PENDING', 'PROGRESS', 'COMPLETED', 'REJECTED', 'FAILED', 'BLOCKED')`,
    ),
  ],
);

/** Every status a transfer went through, oldest first. */
export const transferStatusHistory = pgTable(
  'transfer_status_history',
  {
    id: bigserial({ mode: 'bigint' }).primaryKey(),
    transferId: uuid()
      .notNull()
      .references(() => transfers.id),
    status: text().notNull(),
    rawStatus: text(),
    reason: text(),
    /** CUSTOMER (order, cancel) or SYSTEM (jobs). */
    actor: text().notNull(),
    at: instant().notNull(),
  },
  (table) => [index('transfer_status_history_transfer_idx').on(table.transferId, table.id)],
);
