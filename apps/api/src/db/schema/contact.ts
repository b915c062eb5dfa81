/**
 * The contact area (spec §3 "Contact", §5 "Contact form"): the bank's contact directory, the subjects
 * and requirements of the form, the requests people send, and what the bank knows of a customer's
 * contact points (home agency, an e-mail or phone flagged invalid).
 */
import type { LocalizedText } from '@baraka/contracts';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { branches } from './locator.ts';
import { requestAttachments } from './service-requests.ts';

export const contactGroups = pgTable('contact_groups', {
  id: serial().primaryKey(),
  name: jsonb().$type<LocalizedText>().notNull(),
  description: jsonb().$type<LocalizedText>().notNull(),
  sortOrder: integer().notNull().default(0),
});

export const contactMethods = pgTable('contact_methods', {
  id: serial().primaryKey(),
  groupId: integer()
    .notNull()
    .references(() => contactGroups.id, { onDelete: 'cascade' }),
  labels: jsonb().$type<LocalizedText>().notNull(),
  values: jsonb().$type<string[]>().notNull(),
  method: text({ enum: ['MAIL', 'FAX', 'PHONE', 'ADDRESS', 'WEBSITE'] }).notNull(),
  sortOrder: integer().notNull().default(0),
});

/** A subject of the contact form. */
export const contactCategories = pgTable('contact_categories', {
  id: serial().primaryKey(),
  categoryName: text().notNull().unique(),
  description: jsonb().$type<LocalizedText>().notNull(),
  categoryType: text({ enum: ['CONTACT'] })
    .notNull()
    .default('CONTACT'),
  categoryOrder: integer().notNull(),
});

/** A requirement: the choices a subject offers once chosen. */
export const contactSubCategories = pgTable(
  'contact_sub_categories',
  {
    id: serial().primaryKey(),
    categoryId: integer()
      .notNull()
      .references(() => contactCategories.id, { onDelete: 'cascade' }),
    subCategoryName: text().notNull(),
    description: jsonb().$type<LocalizedText>().notNull(),
    subCategoryOrder: integer().notNull(),
  },
  (table) => [unique('contact_sub_categories_name_key').on(table.categoryId, table.subCategoryName)],
);

/** Numbers the visible references CTC-<year>-<number>; never reused, even after a rollback. */
export const contactRequestNumbers = pgSequence('contact_request_numbers');

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: serial().primaryKey(),
    reference: text().notNull().unique(),
    /** The signed-in customer who sent it; null for a visitor. */
    userId: uuid().references(() => users.id),
    language: text({ enum: ['fr', 'en', 'ar'] }).notNull(),
    lastName: text().notNull(),
    firstName: text().notNull(),
    address: text().notNull(),
    country: text().notNull(),
    email: text(),
    phone: text(),
    city: text(),
    subjectId: integer()
      .notNull()
      .references(() => contactCategories.id),
    requirementId: integer()
      .notNull()
      .references(() => contactSubCategories.id),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    message: text(),
    attachmentId: uuid().references(() => requestAttachments.id),
    /** Simulator-request mode: the simulation the request is about; amounts in millimes. */
    productId: integer(),
    financingType: text(),
    amountMillimes: bigint({ mode: 'bigint' }),
    netSalaryMillimes: bigint({ mode: 'bigint' }),
    grossSalaryMillimes: bigint({ mode: 'bigint' }),
    duration: integer(),
    durationUnit: text({ enum: ['MONTH', 'YEARS'] }),
    /** RECEIVED until the branch takes it up. */
    status: text().notNull().default('RECEIVED'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_requests_user_idx').on(table.userId)],
);

/**
 * What the bank knows of a signed-in person's contact points beyond the profile: the agency that
 * holds the customer (the contact form locks the branch to it), and whether the stored e-mail or
 * phone bounced and was flagged invalid (the form then asks for a replacement).
 */
export const customerContactPoints = pgTable('customer_contact_points', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  homeBranchCode: text(),
  emailInvalid: boolean().notNull().default(false),
  phoneInvalid: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
