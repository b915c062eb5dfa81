/**
 * Financing (spec §3 "Loans", §9): each financing the bank granted a customer, under a Murabaha or
 * Ijara contract, with its refund account and its schedule lines. A line is repaid from the refund
 * account on its due date through the ledger (its two journal references kept), or becomes unpaid
 * and is retried on later days; the database keeps each line's figures consistent.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { bankCustomers } from './identity.ts';
import { ledgerAccounts } from './ledger.ts';

const instant = () => timestamp({ withTimezone: true });
const money = () => bigint({ mode: 'bigint' });

export const financings = pgTable(
  'financings',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => bankCustomers.id),
    /** Where the financing was paid out and where each instalment is taken from. */
    refundAccountId: uuid()
      .notNull()
      .references(() => ledgerAccounts.id),
    /** A product of FINANCING_PRODUCTS (HOME_MURABAHA, EXPORT_FINANCING…). */
    productCode: text().notNull(),
    currency: text().notNull(),
    financedMinor: money().notNull(),
    /** Yearly profit rate in hundredths of a percent (975 for 9.75 %). */
    rateBasisPoints: integer().notNull(),
    months: integer().notNull(),
    instalmentMinor: money().notNull(),
    totalProfitMinor: money().notNull(),
    establishmentDate: date().notNull(),
    firstDueDate: date().notNull(),
    /** The journal reference of the payout (none for a financing paid out before the ledger's history). */
    disbursementReference: text(),
    status: text({ enum: ['IN_PROGRESS', 'COMPLETED'] })
      .notNull()
      .default('IN_PROGRESS'),
    completedAt: instant(),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    index('financings_customer_idx').on(table.customerId, table.establishmentDate),
    check('financings_status_check', sql`${table.status} in ('IN_PROGRESS', 'COMPLETED')`),
    check('financings_amount_positive', sql`${table.financedMinor} > 0`),
    check('financings_instalment_positive', sql`${table.instalmentMinor} > 0`),
    check('financings_profit_not_negative', sql`${table.totalProfitMinor} >= 0`),
    check('financings_rate_check', sql`${table.rateBasisPoints} between 0 and 10000`),
    check('financings_months_check', sql`${table.months} between 1 and 600`),
  ],
);

/** The contract a financing was sold under: Murabaha (sale price = cost + margin) or Ijara (lease). */
export const financingContracts = pgTable(
  'financing_contracts',
  {
    financingId: uuid()
      .primaryKey()
      .references(() => financings.id),
    contractNumber: text().notNull(),
    contractType: text({ enum: ['MURABAHA', 'IJARA'] }).notNull(),
    /** What the bank bought and resells or leases (the home, the car, the goods, the shipment). */
    assetDescription: text().notNull(),
    /** The bank's cost: the amount financed. */
    costMinor: money().notNull(),
    /** The profit margin agreed in advance. */
    marginMinor: money().notNull(),
    /** cost + margin: what the customer repays in all. */
    salePriceMinor: money().notNull(),
    signedOn: date().notNull(),
  },
  (table) => [
    uniqueIndex('financing_contracts_number_key').on(table.contractNumber),
    check('financing_contracts_type_check', sql`${table.contractType} in ('MURABAHA', 'IJARA')`),
    check(
      'financing_contracts_sale_price_check',
      sql`${table.salePriceMinor} = ${table.costMinor} + ${table.marginMinor}`,
    ),
  ],
);

export const financingLines = pgTable(
  'financing_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    financingId: uuid()
      .notNull()
      .references(() => financings.id),
    /** 1 for the first instalment. */
    number: integer().notNull(),
    dueDate: date().notNull(),
    balanceBeforeMinor: money().notNull(),
    balanceAfterMinor: money().notNull(),
    principalMinor: money().notNull(),
    profitMinor: money().notNull(),
    instalmentMinor: money().notNull(),
    /** UPCOMING until it falls due; then PAID, or UNPAID (retried each later day until paid). */
    state: text({ enum: ['UPCOMING', 'UNPAID', 'PAID'] })
      .notNull()
      .default('UPCOMING'),
    paidPrincipalMinor: money().notNull().default(sql`0`),
    paidProfitMinor: money().notNull().default(sql`0`),
    paidOn: date(),
    /** The journal references of the principal and the profit repayments. */
    principalReference: text(),
    profitReference: text(),
    /** The bank's day of the last attempt to take it: one attempt per day. */
    lastAttemptOn: date(),
    /** When it became unpaid (the customer was told then). */
    unpaidSince: date(),
  },
  (table) => [
    uniqueIndex('financing_lines_number_key').on(table.financingId, table.number),
    index('financing_lines_due_idx').on(table.state, table.dueDate),
    check('financing_lines_state_check', sql`${table.state} in ('UPCOMING', 'UNPAID', 'PAID')`),
    check(
      'financing_lines_instalment_check',
      sql`${table.instalmentMinor} = ${table.principalMinor} + ${table.profitMinor}`,
    ),
    check(
      'financing_lines_balance_check',
      sql`${table.balanceAfterMinor} = ${table.balanceBeforeMinor} - ${table.principalMinor} and ${table.balanceAfterMinor} >= 0`,
    ),
    check('financing_lines_amounts_check', sql`${table.principalMinor} > 0 and ${table.profitMinor} >= 0`),
    check(
      'financing_lines_paid_check',
      sql`${table.paidPrincipalMinor} between 0 and ${table.principalMinor} and ${table.paidProfitMinor} between 0 and ${table.profitMinor}`,
    ),
    // A paid line is paid in full, with the day it was paid.
    check(
      'financing_lines_paid_state_check',
      sql`(${table.state} = 'PAID') = (${table.paidPrincipalMinor} = ${table.principalMinor} and ${table.paidProfitMinor} = ${table.profitMinor} and ${table.paidOn} is not null)`,
    ),
  ],
);
