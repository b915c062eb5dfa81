/**
 * Cheques and chequebooks (spec §3 "Cheques and chequebooks", §4): the chequebook types and who
 * may order them, the orders with every step they took, the leaves of a printed chequebook (blank,
 * paid once, or opposed for good) and the cheques emitted (presented by another bank: paid through
 * the ledger or rejected with the reason) and received (deposited, credited after the clearing).
 */
import {
  CHEQUE_LEAF_STATUSES,
  CHEQUE_LOSS_REASONS,
  CHEQUE_REJECTION_REASONS,
  CHEQUE_STATUSES,
  CHEQUE_TYPES,
  CHEQUEBOOK_REQUEST_STATUSES,
} from '@baraka/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
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

const instant = () => timestamp({ withTimezone: true });
const money = () => bigint({ mode: 'bigint' });

export const chequebookTypes = pgTable(
  'chequebook_types',
  {
    code: text().primaryKey(),
    wording: text().notNull(),
    /** The customer segments it is offered to (catalogue codes). */
    segments: text().array().notNull(),
    /** INDIVIDUAL and/or COMPANY: a letter-cheque (LCHEQUE) is for companies. */
    customerKinds: text().array().notNull(),
    /** The booklet sizes it comes in (25, 50). */
    sizes: integer().array().notNull(),
    currency: text().notNull(),
    displayOrder: integer().notNull().default(0),
  },
  (table) => [check('chequebook_types_sizes_check', sql`${table.sizes} <@ array[25, 50]`)],
);

/** A chequebook order (spec §3 "Chequebook request"): REQUESTED → PRINTED → DELIVERED. */
export const chequebookRequests = pgTable(
  'chequebook_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    reference: text().notNull(),
    customerId: uuid()
      .notNull()
      .references(() => bankCustomers.id),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    accountId: uuid()
      .notNull()
      .references(() => ledgerAccounts.id),
    typeCode: text()
      .notNull()
      .references(() => chequebookTypes.code),
    leafCount: integer().notNull(),
    /** 1 crossed, 2 not crossed. */
    crossing: integer().notNull(),
    /** The order's rank among the account's chequebook orders (1, 2, ...). */
    rank: integer().notNull(),
    status: text({ enum: CHEQUEBOOK_REQUEST_STATUSES }).notNull().default('REQUESTED'),
    createdAt: instant().notNull(),
    /** When the bank's job takes the next step; null once delivered. */
    dueAt: instant(),
    printedAt: instant(),
    deliveredAt: instant(),
    /** The whole chequebook declared lost or stolen. */
    opposedAt: instant(),
  },
  (table) => [
    uniqueIndex('chequebook_requests_reference_key').on(table.reference),
    uniqueIndex('chequebook_requests_account_rank_key').on(table.accountId, table.rank),
    // One order on its way per account: two confirmed at the same moment, one is placed.
    uniqueIndex('chequebook_requests_open_key')
      .on(table.accountId)
      .where(sql`${table.status} <> 'DELIVERED'`),
    index('chequebook_requests_customer_idx').on(table.customerId, table.createdAt),
    index('chequebook_requests_due_idx').on(table.dueAt).where(sql`${table.status} <> 'DELIVERED'`),
    check('chequebook_requests_leaf_count_check', sql`${table.leafCount} in (25, 50)`),
    check('chequebook_requests_crossing_check', sql`${table.crossing} in (1, 2)`),
    check(
      'chequebook_requests_status_shape_check',
      sql`(${table.status} = 'REQUESTED' and ${table.printedAt} is null and ${table.deliveredAt} is null and ${table.dueAt} is not null)
        or (${table.status} = 'PRINTED' and ${table.printedAt} is not null and ${table.deliveredAt} is null and ${table.dueAt} is not null)
        or (${table.status} = 'DELIVERED' and ${table.printedAt} is not null and ${table.deliveredAt} is not null and ${table.dueAt} is null)`,
    ),
  ],
);

/** Every step an order took, once each. */
export const chequebookTransitions = pgTable(
  'chequebook_transitions',
  {
    requestId: uuid()
      .notNull()
      .references(() => chequebookRequests.id),
    status: text({ enum: CHEQUEBOOK_REQUEST_STATUSES }).notNull(),
    at: instant().notNull(),
  },
  (table) => [primaryKey({ columns: [table.requestId, table.status] })],
);

/** One leaf of a printed chequebook; leaf numbers are unique bank-wide (the CMC7 line carries them). */
export const chequeLeaves = pgTable(
  'cheque_leaves',
  {
    leafNumber: text().primaryKey(),
    requestId: uuid()
      .notNull()
      .references(() => chequebookRequests.id),
    accountId: uuid()
      .notNull()
      .references(() => ledgerAccounts.id),
    status: text({ enum: CHEQUE_LEAF_STATUSES }).notNull().default('BLANK'),
    opposedAt: instant(),
    oppositionReason: text({ enum: CHEQUE_LOSS_REASONS }),
    oppositionReference: text(),
  },
  (table) => [
    index('cheque_leaves_request_idx').on(table.requestId, table.leafNumber),
    check('cheque_leaves_number_check', sql`${table.leafNumber} ~ '^[0-9]{7}$'`),
    check(
      'cheque_leaves_status_shape_check',
      sql`(${table.status} in ('BLANK', 'PAID') and ${table.opposedAt} is null and ${table.oppositionReason} is null)
        or (${table.status} = 'OPPOSED' and ${table.opposedAt} is not null and ${table.oppositionReason} in ('LOST', 'STOLEN') and ${table.oppositionReference} is not null)`,
    ),
  ],
);

/** A cheque emitted by the customer (presented by another bank) or received (deposited). */
export const cheques = pgTable(
  'cheques',
  {
    id: uuid().primaryKey().defaultRandom(),
    reference: text().notNull(),
    customerId: uuid()
      .notNull()
      .references(() => bankCustomers.id),
    accountId: uuid()
      .notNull()
      .references(() => ledgerAccounts.id),
    type: text({ enum: CHEQUE_TYPES }).notNull(),
    status: text({ enum: CHEQUE_STATUSES }).notNull(),
    checkNumber: text().notNull(),
    amountMinor: money().notNull(),
    currency: text().notNull(),
    /** The payee (emitted) or the drawer (received). */
    counterparty: text().notNull(),
    counterpartyRib: text().notNull(),
    issueDate: date({ mode: 'string' }).notNull(),
    /** fr, ar or en: the language of the amount in words. */
    language: text().notNull().default('fr'),
    /** Who endorsed it on the back (the payee for an emitted cheque, the customer for a received one). */
    endorsement: text().notNull(),
    presentedAt: instant().notNull(),
    /** A received cheque under clearing is credited from then on. */
    creditDueAt: instant(),
    expectedDate: date({ mode: 'string' }),
    valueDate: date({ mode: 'string' }),
    rejectionReason: text({ enum: CHEQUE_REJECTION_REASONS }),
    entryReference: text(),
  },
  (table) => [
    uniqueIndex('cheques_reference_key').on(table.reference),
    // A leaf is paid at most once, whatever the code above does.
    uniqueIndex('cheques_paid_leaf_key')
      .on(table.accountId, table.checkNumber)
      .where(sql`${table.type} = 'EMITTED' and ${table.status} = 'PAID'`),
    index('cheques_account_date_idx').on(table.accountId, table.type, table.issueDate),
    index('cheques_clearing_idx').on(table.creditDueAt).where(sql`${table.status} = 'CLEARING'`),
    check('cheques_amount_positive', sql`${table.amountMinor} > 0`),
    check('cheques_number_check', sql`${table.checkNumber} ~ '^[0-9]{7}$'`),
    check('cheques_language_check', sql`${table.language} in ('fr', 'ar', 'en')`),
    check(
      'cheques_status_shape_check',
      sql`(${table.status} = 'PAID' and ${table.entryReference} is not null and ${table.valueDate} is not null and ${table.rejectionReason} is null)
        or (${table.status} = 'REJECTED' and ${table.entryReference} is null and ${table.rejectionReason} is not null)
        or (${table.status} = 'CLEARING' and ${table.type} = 'RECEIVED' and ${table.entryReference} is null and ${table.creditDueAt} is not null)`,
    ),
  ],
);
