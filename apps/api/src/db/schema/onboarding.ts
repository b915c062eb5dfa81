/**
 * Digital onboarding: visitors' applications and their identity documents (bytes kept here, never on
 * a path anything executes from). Each application is a process of the engine, which holds its state
 * and records every transition.
 */
import {
  customType,
  date,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { branches } from './locator.ts';
import { processes } from './processes.ts';

/** Raw bytes: node-postgres hands back a Buffer, PGlite a Uint8Array; both read as a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
});

/** Numbers the visible references ONB-<year>-<number>. */
export const onboardingNumbers = pgSequence('onboarding_numbers');

export const onboardingApplications = pgTable(
  'onboarding_applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    reference: text().notNull().unique(),
    /** FULL (documents uploaded online) or FAST (documents brought to the agency). */
    kind: text({ enum: ['FULL', 'FAST'] }).notNull(),
    /** The ONBOARDING process that carries it: its state and its recorded transitions. */
    processId: uuid()
      .notNull()
      .unique()
      .references(() => processes.id),
    /** SHA-256 of the resume token the browser keeps; the token itself is never stored. */
    tokenHash: text().notNull(),
    language: text({ enum: ['fr', 'en', 'ar'] }).notNull(),
    identificationKind: text().notNull(),
    identificationNumber: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    dateOfBirth: date({ mode: 'string' }).notNull(),
    agencyId: integer()
      .notNull()
      .references(() => branches.id),
    phone: text(),
    email: text(),
    /** Set when the phone answered its code; cleared when the contact changes. */
    contactVerifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    submittedAt: timestamp({ withTimezone: true }),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex('onboarding_applications_token_hash_key').on(table.tokenHash)],
);

export const onboardingDocuments = pgTable(
  'onboarding_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => onboardingApplications.id, { onDelete: 'cascade' }),
    side: text({ enum: ['FRONT', 'BACK'] }).notNull(),
    /** The type the bytes were checked to be (PDF, JPEG or PNG), served back as is. */
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    sha256: text().notNull(),
    content: bytea().notNull(),
    uploadedAt: timestamp({ withTimezone: true }).notNull(),
  },
  // One document per side: a new upload replaces the previous one.
  (table) => [uniqueIndex('onboarding_documents_side_key').on(table.applicationId, table.side)],
);
