/**
 * Digital onboarding: visitors' applications, their identity documents (bytes kept here, never on
 * a path anything executes from) and the history of every workflow transition.
 */
import {
  bigserial,
  customType,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { branches } from './locator.ts';

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
    /** A state of the domain's onboarding workflow; changed only with a history row. */
    state: text().notNull(),
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

export const onboardingHistory = pgTable(
  'onboarding_history',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    applicationId: uuid()
      .notNull()
      .references(() => onboardingApplications.id, { onDelete: 'cascade' }),
    event: text().notNull(),
    /** Null for START, which creates the application. */
    fromState: text(),
    toState: text().notNull(),
    actor: text({ enum: ['APPLICANT', 'BANK'] }).notNull(),
    detail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('onboarding_history_application_idx').on(table.applicationId, table.id)],
);
