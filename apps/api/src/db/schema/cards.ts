/**
 * Cards (spec §3 "Cards", §4): the products one may order, the cards with their linked ledger
 * account, their operations (each an authorisation held on the account, then settled into a ledger
 * entry or cancelled) and the orders waiting on the bank with every step they took. A card number
 * is kept masked and as a keyed hash, never in clear.
 */

import {
  CARD_BLOCK_REASONS,
  CARD_FAMILIES,
  CARD_KINDS,
  CARD_OPERATION_STATUSES,
  CARD_OPERATION_TYPES,
  CARD_PERIODICITIES,
  CARD_REQUEST_STATUSES,
  CARD_STATUSES,
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
import { ledgerAccounts, ledgerHolds } from './ledger.ts';

const instant = () => timestamp({ withTimezone: true });
const money = () => bigint({ mode: 'bigint' });

export const cardProducts = pgTable(
  'card_products',
  {
    productCode: text().primaryKey(),
    wording: text().notNull(),
    abrvWording: text().notNull(),
    plasticType: text().notNull(),
    limitIndex: integer().notNull(),
    /** The product's ceiling per period: no chosen limit goes above it. */
    productLimitMinor: money().notNull(),
    /** CLASSIC, GOLD, PLATINUM, BUSINESS, YOUTH, SAVINGS or PREPAID: picks the card's art. */
    family: text({ enum: CARD_FAMILIES }).notNull(),
    /** DEBIT spends from its account; PREPAID has its own account, topped up by transfer. */
    kind: text({ enum: CARD_KINDS }).notNull(),
    /** The customer segments it is offered to (catalogue codes). */
    segments: text().array().notNull(),
    currency: text().notNull(),
    displayOrder: integer().notNull().default(0),
  },
  (table) => [
    check('card_products_kind_check', sql`${table.kind} in ('DEBIT', 'PREPAID')`),
    check(
      'card_products_family_check',
      sql`${table.family} in ('CLASSIC', 'GOLD', 'PLATINUM', 'BUSINESS', 'YOUTH', 'SAVINGS', 'PREPAID')`,
    ),
    check('card_products_limit_positive', sql`${table.productLimitMinor} > 0`),
  ],
);

export const cards = pgTable(
  'cards',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => bankCustomers.id),
    /** The account it spends from (a prepaid card's own account). */
    accountId: uuid()
      .notNull()
      .references(() => ledgerAccounts.id),
    productCode: text()
      .notNull()
      .references(() => cardProducts.productCode),
    holderName: text().notNull(),
    maskedNumber: text().notNull(),
    last4: text().notNull(),
    /** HMAC-SHA-256 of the full number under the server's key: uniqueness without the number. */
    panHash: text().notNull(),
    /** YYYY-MM: valid through that month's last day. */
    expiryMonth: text().notNull(),
    status: text({ enum: CARD_STATUSES }).notNull().default('ACTIVE'),
    blockReason: text({ enum: CARD_BLOCK_REASONS }),
    blockedAt: instant(),
    periodicity: text({ enum: CARD_PERIODICITIES }).notNull(),
    limitMinor: money().notNull(),
    createdAt: instant().notNull(),
  },
  (table) => [
    uniqueIndex('cards_pan_hash_key').on(table.panHash),
    index('cards_customer_idx').on(table.customerId, table.createdAt),
    index('cards_account_idx').on(table.accountId),
    check('cards_status_check', sql`${table.status} in ('ACTIVE', 'BLOCKED')`),
    check(
      'cards_block_shape_check',
      sql`(${table.status} = 'ACTIVE' and ${table.blockReason} is null and ${table.blockedAt} is null)
        or (${table.status} = 'BLOCKED' and ${table.blockReason} in ('LOST', 'STOLEN', 'TEMPORARY') and ${table.blockedAt} is not null)`,
    ),
    check('cards_periodicity_check', sql`${table.periodicity} in ('DAILY', 'WEEKLY', 'MONTHLY')`),
    check('cards_limit_check', sql`${table.limitMinor} >= 0`),
    check('cards_expiry_check', sql`${table.expiryMonth} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('cards_last4_check', sql`${table.last4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * One operation of a card: an authorisation (a ledger hold), later settled into an entry or
 * cancelled. Seeded history predates holds: its settled operations name their entry and no hold.
 */
export const cardOperations = pgTable(
  'card_operations',
  {
    id: uuid().primaryKey().defaultRandom(),
    cardId: uuid()
      .notNull()
      .references(() => cards.id),
    /** The ledger hold while authorised; null for a top-up and for history older than holds. */
    holdId: uuid().references(() => ledgerHolds.id),
    /** PURCHASE, WITHDRAWAL or TOP_UP. */
    operationType: text({ enum: CARD_OPERATION_TYPES }).notNull(),
    amountMinor: money().notNull(),
    currency: text().notNull(),
    merchant: text().notNull(),
    /** The authorisation's reference (the hold's). */
    reference: text().notNull(),
    authorisedAt: instant().notNull(),
    /** The bank's calendar day of the authorisation: what the limit periods count by. */
    operationDate: date({ mode: 'string' }).notNull(),
    status: text({ enum: CARD_OPERATION_STATUSES }).notNull().default('VALIDE'),
    /** The ledger entry's reference once settled. */
    settledReference: text(),
    settledOn: date({ mode: 'string' }),
    cancellationReference: text(),
    closedAt: instant(),
  },
  (table) => [
    uniqueIndex('card_operations_reference_key').on(table.reference),
    uniqueIndex('card_operations_hold_key').on(table.holdId),
    index('card_operations_card_date_idx').on(table.cardId, table.operationDate, table.authorisedAt),
    index('card_operations_open_idx')
      .on(table.authorisedAt)
      .where(
        sql`${table.status} = 'VALIDE' and ${table.settledReference} is null and ${table.holdId} is not null`,
      ),
    check('card_operations_amount_positive', sql`${table.amountMinor} > 0`),
    check('card_operations_type_check', sql`${table.operationType} in ('PURCHASE', 'WITHDRAWAL', 'TOP_UP')`),
    check(
      'card_operations_status_shape_check',
      sql`(${table.status} = 'VALIDE' and ${table.cancellationReference} is null)
        or (${table.status} = 'ANNULE' and ${table.cancellationReference} is not null and ${table.settledReference} is null)`,
    ),
    check(
      'card_operations_settled_shape_check',
      sql`(${table.settledReference} is null) = (${table.settledOn} is null)`,
    ),
  ],
);

/** A card order (spec §3 "Card request row"): TASK until the bank's card office decides. */
export const cardRequests = pgTable(
  'card_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    referenceNumber: text().notNull(),
    customerId: uuid()
      .notNull()
      .references(() => bankCustomers.id),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    accountId: uuid()
      .notNull()
      .references(() => ledgerAccounts.id),
    productCode: text()
      .notNull()
      .references(() => cardProducts.productCode),
    limitMinor: money().notNull(),
    periodicity: text({ enum: CARD_PERIODICITIES }).notNull(),
    agencyCode: text().notNull(),
    agencyName: text().notNull(),
    status: text({ enum: CARD_REQUEST_STATUSES }).notNull().default('TASK'),
    rejectReason: text(),
    cardId: uuid().references(() => cards.id),
    createdAt: instant().notNull(),
    /** When the bank's job takes its decision. */
    dueAt: instant().notNull(),
  },
  (table) => [
    uniqueIndex('card_requests_reference_key').on(table.referenceNumber),
    index('card_requests_customer_idx').on(table.customerId, table.createdAt),
    index('card_requests_due_idx').on(table.dueAt).where(sql`${table.status} = 'TASK'`),
    check('card_requests_status_check', sql`${table.status} in ('TASK', 'TERMINATE', 'REJECT')`),
    check(
      'card_requests_outcome_shape_check',
      sql`(${table.status} = 'TASK' and ${table.cardId} is null and ${table.rejectReason} is null)
        or (${table.status} = 'TERMINATE' and ${table.cardId} is not null)
        or (${table.status} = 'REJECT' and ${table.rejectReason} is not null and ${table.cardId} is null)`,
    ),
    check('card_requests_limit_check', sql`${table.limitMinor} >= 0`),
    check('card_requests_periodicity_check', sql`${table.periodicity} in ('DAILY', 'WEEKLY', 'MONTHLY')`),
  ],
);

/** Every step an order took, with its time (TASK when sent, then its outcome). */
export const cardRequestTransitions = pgTable(
  'card_request_transitions',
  {
    requestId: uuid()
      .notNull()
      .references(() => cardRequests.id),
    status: text({ enum: CARD_REQUEST_STATUSES }).notNull(),
    at: instant().notNull(),
    note: text(),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.status] }),
    check('card_request_transitions_status_check', sql`${table.status} in ('TASK', 'TERMINATE', 'REJECT')`),
  ],
);
