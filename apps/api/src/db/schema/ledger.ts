/**
 * The embedded core bank's books: accounts (customers' and the bank's own), journal entries and
 * their postings, and the idempotency keys of money-moving calls. The database triggers of
 * migration `ledger_rules` keep balances equal to the sum of postings, entries balanced per
 * currency and the books append-only.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bankCustomers } from './identity.ts';

const money = () => bigint({ mode: 'bigint' });

/** A ledger account. Customer balances are positive when the bank owes the customer. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** CUSTOMER or BANK. */
    owner: text().notNull(),
    /** BANK accounts: INTERBANK_CLEARING, FX_POSITION, FEES, SUSPENSE, CASH, FINANCING. */
    bankPurpose: text(),
    customerId: uuid().references(() => bankCustomers.id),
    /** 13 digits, the account part of the RIB. */
    accountNumber: text().notNull(),
    /** bank (2) + branch (3) + account (13) + key (2). */
    rib: text().notNull(),
    currency: text().notNull(),
    /** MAIN, CURRENT or SAVING (spec §3 Account); null for the bank's own accounts. */
    accountType: text(),
    /** The core's product code (accountCategory), e.g. 1001 demand deposit. */
    category: text().notNull(),
    title: text().notNull(),
    /** Business sector of the holder (spec §3 Account "sector"). */
    sector: text(),
    branchCode: text().notNull(),
    branchName: text().notNull(),
    /** ACTIVE or INACTIVE. */
    status: text().notNull().default('ACTIVE'),
    openDate: date({ mode: 'string' }).notNull(),
    balanceMinor: money().notNull().default(sql`0`),
    /** Sum of the open holds (authorised, not yet booked); kept by the database's hold trigger. */
    heldMinor: money().notNull().default(sql`0`),
    /** How far below zero the balance may go; null for the bank's accounts (no limit). */
    overdraftLimitMinor: money().default(sql`0`),
    eligibleStatement: boolean().notNull().default(true),
    eligibleRib: boolean().notNull().default(true),
    /** Alert thresholds set with account/updateMinAndMaxAmount. */
    alertMinMinor: money(),
    alertMaxMinor: money(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_rib_key').on(table.rib),
    uniqueIndex('ledger_accounts_account_number_key').on(table.accountNumber),
    uniqueIndex('ledger_accounts_bank_purpose_currency_key')
      .on(table.bankPurpose, table.currency)
      .where(sql`${table.owner} = 'BANK'`),
    index('ledger_accounts_customer_id_idx').on(table.customerId),
    check('ledger_accounts_owner_check', sql`${table.owner} in ('CUSTOMER', 'BANK')`),
    check(
      'ledger_accounts_owner_shape_check',
      sql`(${table.owner} = 'CUSTOMER' and ${table.customerId} is not null and ${table.bankPurpose} is null)
        or (${table.owner} = 'BANK' and ${table.customerId} is null and ${table.bankPurpose} is not null)`,
    ),
    check('ledger_accounts_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('ledger_accounts_rib_check', sql`${table.rib} ~ '^[0-9]{20}$'`),
    check(
      'ledger_accounts_overdraft_check',
      sql`${table.overdraftLimitMinor} is null or ${table.overdraftLimitMinor} >= 0`,
    ),
    check('ledger_accounts_held_not_negative', sql`${table.heldMinor} >= 0`),
    // What is available (booked balance less open holds) never goes below the overdraft.
    check(
      'ledger_accounts_balance_within_overdraft',
      sql`${table.overdraftLimitMinor} is null or ${table.balanceMinor} - ${table.heldMinor} >= -${table.overdraftLimitMinor}`,
    ),
  ],
);

/** One movement of money: two or more postings that sum to zero per currency. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial({ mode: 'bigint' }).primaryKey(),
    /** The operation reference shown to customers (txReference). */
    reference: text().notNull(),
    /** The initiating side's operation kind (spec §3 transaction kinds), e.g. TRANSFER_ISSUED. */
    kind: text().notNull(),
    bookingDate: date({ mode: 'string' }).notNull(),
    valueDate: date({ mode: 'string' }).notNull(),
    description: text().notNull(),
    metadata: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('journal_entries_reference_key').on(table.reference)],
);

/** One side of an entry on one account; balanceAfterMinor is set by the database. */
export const postings = pgTable(
  'postings',
  {
    id: bigserial({ mode: 'bigint' }).primaryKey(),
    entryId: bigint({ mode: 'bigint' })
      .notNull()
      .references(() => journalEntries.id),
    accountId: uuid()
      .notNull()
      .references(() => ledgerAccounts.id),
    amountMinor: money().notNull(),
    currency: text().notNull(),
    /** This side's operation kind and core code: one transfer is TRANSFER_ISSUED on one side, TRANSFER_RECEIVED on the other. */
    kind: text().notNull(),
    operationCode: integer().notNull(),
    /** What this side's holder reads on their statement ("Virement reçu de …"). */
    label: text().notNull(),
    /** Copied from the entry so an account's history is one index range. */
    bookingDate: date({ mode: 'string' }).notNull(),
    valueDate: date({ mode: 'string' }).notNull(),
    chequeNumber: text(),
    counterparty: text(),
    /** Always written by the database's posting trigger; the default is never kept. */
    balanceAfterMinor: money().notNull().default(sql`0`),
  },
  (table) => [
    index('postings_account_booking_idx').on(table.accountId, table.bookingDate, table.id),
    // Covers the amounts not yet value-dated of account/all: an index-only range, however long the history.
    index('postings_account_value_date_idx').on(table.accountId, table.valueDate, table.amountMinor),
    index('postings_entry_id_idx').on(table.entryId),
    check('postings_amount_not_zero', sql`${table.amountMinor} <> 0`),
  ],
);

export const HOLD_STATUSES = ['OPEN', 'SETTLED', 'RELEASED'] as const;

/**
 * Money authorised but not yet booked (a card payment, a withdrawal): it lowers the available
 * balance at once, then is settled into a journal entry or released; never edited otherwise.
 */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => ledgerAccounts.id),
    amountMinor: money().notNull(),
    currency: text().notNull(),
    /** The operation kind of the entry it becomes, e.g. CARD_PAYMENT. */
    kind: text().notNull(),
    reference: text().notNull(),
    description: text().notNull(),
    metadata: jsonb().$type<Record<string, string>>().notNull().default({}),
    status: text({ enum: HOLD_STATUSES }).notNull().default('OPEN'),
    /** The entry it was settled into. */
    entryId: bigint({ mode: 'bigint' }).references(() => journalEntries.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('ledger_holds_reference_key').on(table.reference),
    index('ledger_holds_open_account_idx').on(table.accountId).where(sql`${table.status} = 'OPEN'`),
    check('ledger_holds_amount_positive', sql`${table.amountMinor} > 0`),
    check('ledger_holds_status_check', sql`${table.status} in ('OPEN', 'SETTLED', 'RELEASED')`),
    // A settled hold gets its entry later in the same transaction (migration ledger_holds checks it at commit).
    check(
      'ledger_holds_entry_only_when_settled',
      sql`${table.entryId} is null or ${table.status} = 'SETTLED'`,
    ),
    check('ledger_holds_closed_at_check', sql`(${table.status} = 'OPEN') = (${table.closedAt} is null)`),
  ],
);

/** A money-moving call's key and its first answer, replayed byte for byte. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key it is (a user id): two users may pick the same key. */
    scope: text().notNull(),
    key: text().notNull(),
    /** SHA-256 of the call and its payload: the same key with another payload is refused. */
    requestHash: text().notNull(),
    /** Null while the first call is still running. */
    statusCode: integer(),
    responseBody: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotency_keys_expires_at_idx').on(table.expiresAt),
  ],
);
