/**
 * What customers send the bank through forms: files joined to a request, and service requests
 * (complaints, suggestions, e-requests), each a form definition plus the answers.
 */
import type { FormDefinitionInput } from '@baraka/contracts';
import {
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { dynamicForms } from './dynamic-forms.ts';
import { users } from './identity.ts';

/** Raw bytes; PGlite answers a Uint8Array and node-postgres a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
});

/** A file a person joined to a request: kept in the database, never executed, served only to staff. */
export const requestAttachments = pgTable('request_attachments', {
  id: uuid().primaryKey().defaultRandom(),
  fileName: text().notNull(),
  /** Checked against the file's first bytes on arrival. */
  contentType: text().notNull(),
  size: integer().notNull(),
  sha256: text().notNull(),
  content: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Numbers the visible references (REC-, SUG-, DEM-<year>-<number>); never reused. */
export const serviceRequestNumbers = pgSequence('service_request_numbers');

/** Answers as stored: a file is replaced by its attachment's id, name, type and size. */
export type StoredAnswers = Record<
  string,
  string | number | { attachmentId: string; fileName: string; contentType: string; size: number }
>;

export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serial().primaryKey(),
    reference: text().notNull().unique(),
    /** RECLAMATION, SUGGESTION or E_REQUEST. */
    kind: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    formId: integer()
      .notNull()
      .references(() => dynamicForms.id),
    formName: text().notNull(),
    /** The definition as it was when the customer answered it: later edits of the form change nothing here. */
    definition: jsonb().$type<FormDefinitionInput>().notNull(),
    answers: jsonb().$type<StoredAnswers>().notNull(),
    /** RECEIVED, IN_PROGRESS, ANSWERED, REJECTED or CLOSED. */
    status: text().notNull().default('RECEIVED'),
    /** The bank's answer to the customer. */
    response: text(),
    language: text({ enum: ['fr', 'en', 'ar'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // A customer's history of one kind, newest first.
  (table) => [index('service_requests_user_kind_idx').on(table.userId, table.kind, table.createdAt)],
);

export const serviceRequestAttachments = pgTable(
  'service_request_attachments',
  {
    serviceRequestId: integer()
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    attachmentId: uuid()
      .notNull()
      .references(() => requestAttachments.id),
    fieldKey: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.serviceRequestId, table.attachmentId] })],
);
