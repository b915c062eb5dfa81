/**
 * Trade effects (spec §3 "Trade effects", §4): bills of exchange drawn on the customer (INWARD: paid
 * from their account at the deadline) or presented by them for collection (OUTWARD: credited when
 * the drawee's bank pays). RECEIVED until the deadline, then PAID (with its ledger entry) or
 * REJECTED (with the reason, nothing booked).
 */
import {
  TRADE_EFFECT_DIRECTIONS,
  TRADE_EFFECT_REJECTION_REASONS,
  TRADE_EFFECT_STATUSES,
} from '@baraka/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bankCustomers } from './identity.ts';
import { ledgerAccounts } from './ledger.ts';

export const tradeEffects = pgTable(
  'trade_effects',
  {
    id: uuid().primaryKey().defaultRandom(),
    reference: text().notNull(),
    customerId: uuid()
      .notNull()
      .references(() => bankCustomers.id),
    accountId: uuid()
      .notNull()
      .references(() => ledgerAccounts.id),
    direction: text({ enum: TRADE_EFFECT_DIRECTIONS }).notNull(),
    effectNumber: text().notNull(),
    amountMinor: bigint({ mode: 'bigint' }).notNull(),
    currency: text().notNull(),
    /** The other party: the drawer (inward) or the drawee (outward). */
    counterparty: text().notNull(),
    counterpartyRib: text().notNull(),
    effectType: text().notNull().default('CLEARING'),
    issueDate: date({ mode: 'string' }).notNull(),
    deadlineDate: date({ mode: 'string' }).notNull(),
    status: text({ enum: TRADE_EFFECT_STATUSES }).notNull().default('RECEIVED'),
    /** Outward: the drawee's bank will refuse it at the deadline (the development clearing's answer). */
    isRefusedByDrawee: boolean().notNull().default(false),
    valueDate: date({ mode: 'string' }),
    rejectDate: date({ mode: 'string' }),
    rejectionReason: text({ enum: TRADE_EFFECT_REJECTION_REASONS }),
    entryReference: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('trade_effects_reference_key').on(table.reference),
    index('trade_effects_account_idx').on(table.accountId, table.direction, table.deadlineDate),
    index('trade_effects_due_idx').on(table.deadlineDate).where(sql`${table.status} = 'RECEIVED'`),
    check('trade_effects_amount_positive', sql`${table.amountMinor} > 0`),
    check('trade_effects_direction_check', sql`${table.direction} in ('INWARD', 'OUTWARD')`),
    check('trade_effects_deadline_check', sql`${table.deadlineDate} >= ${table.issueDate}`),
    check(
      'trade_effects_status_shape_check',
      sql`(${table.status} = 'RECEIVED' and ${table.entryReference} is null and ${table.rejectionReason} is null)
        or (${table.status} = 'PAID' and ${table.entryReference} is not null and ${table.valueDate} is not null and ${table.rejectionReason} is null)
        or (${table.status} = 'REJECTED' and ${table.entryReference} is null and ${table.rejectionReason} is not null and ${table.rejectDate} is not null)`,
    ),
  ],
);
