/**
 * Customers' payees (spec §3 "Beneficiary") and the reference list of foreign banks the public bank
 * lookup answers from (spec §3 "Bank info lookup entry"). A company's payees belong to the company,
 * whichever of its users added them. Deleting a payee keeps the row (transfers name it).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bankCustomers, users } from './identity.ts';

export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => bankCustomers.id),
    creatorUserId: uuid()
      .notNull()
      .references(() => users.id),
    /** LOCAL (another Tunisian bank), WITHINBANK (Al Baraka) or INTERNATIONAL. */
    beneficiaryType: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    nickName: text(),
    /** National and within bank: 20 digits (bank, branch, account, key). */
    rib: text(),
    /** International only: the IBAN without spaces, its BIC and bank. */
    iban: text(),
    swiftCode: text(),
    bankName: text(),
    bankAddress: text(),
    email: text(),
    phoneNumber: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastModifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('beneficiaries_customer_id_idx').on(table.customerId),
    // One live payee per account number for a customer; a deleted one may be added again.
    uniqueIndex('beneficiaries_customer_rib_key')
      .on(table.customerId, table.rib)
      .where(sql`${table.deletedAt} is null and ${table.rib} is not null`),
    uniqueIndex('beneficiaries_customer_iban_key')
      .on(table.customerId, table.iban)
      .where(sql`${table.deletedAt} is null and ${table.iban} is not null`),
    check(
      'beneficiaries_type_check',
      sql`${table.beneficiaryType} in ('LOCAL', 'WITHINBANK', 'INTERNATIONAL')`,
    ),
    check(
      'beneficiaries_shape_check',
      sql`(${table.beneficiaryType} in ('LOCAL', 'WITHINBANK') and ${table.rib} is not null and ${table.iban} is null)
        or (${table.beneficiaryType} = 'INTERNATIONAL' and ${table.rib} is null and ${table.iban} is not null
          and ${table.swiftCode} is not null and ${table.bankName} is not null)`,
    ),
    check('beneficiaries_rib_check', sql`${table.rib} is null or ${table.rib} ~ '^[0-9]{20}$'`),
    check(
      'beneficiaries_within_bank_check',
      sql`${table.beneficiaryType} <> 'WITHINBANK' or ${table.rib} like '32%'`,
    ),
  ],
);

/** Foreign banks by BIC, for the international payee form and `POST bank`. */
export const internationalBanks = pgTable(
  'international_banks',
  {
    id: serial().primaryKey(),
    /** 8 characters (head office) or 11. */
    bic: text().notNull(),
    name: text().notNull(),
    street: text().notNull(),
    town: text().notNull(),
    /** ISO 3166 alpha-2. */
    country: text().notNull(),
    /** One of Al Baraka's correspondent banks. */
    isCorrespondent: boolean().notNull().default(false),
  },
  (table) => [
    uniqueIndex('international_banks_bic_key').on(table.bic),
    check('international_banks_bic_check', sql`${table.bic} ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'`),
  ],
);
