/**
 * The process engine's instances (spec §7 "Workflow", bankerisebpm): each request that waits on the
 * bank or the customer, its current state and variables, and every transition it took (who completed
 * which task with which outcome, from and to which state, when).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { financings } from './financing.ts';
import { bankCustomers, users } from './identity.ts';
import { requestAttachments } from './service-requests.ts';

const instant = () => timestamp({ withTimezone: true });

export const processes = pgTable(
  'processes',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** A definition of PROCESS_DEFINITIONS (FINANCING_REQUEST, TRANSFER_VALIDATION, ONBOARDING…). */
    definition: text().notNull(),
    /** Null for a visitor's contact or appointment request: nobody signed in started it. */
    customerId: uuid().references(() => bankCustomers.id),
    startedBy: uuid().references(() => users.id),
    state: text().notNull(),
    /** What the customer asked (product, amount, duration, income…) and what the bank offered. */
    variables: jsonb().$type<Record<string, string>>().notNull(),
    /** The financing it set up, once paid out. */
    financingId: uuid().references(() => financings.id),
    createdAt: instant().notNull(),
    updatedAt: instant().notNull(),
  },
  (table) => [
    index('processes_customer_idx').on(table.customerId, table.createdAt),
    // Only the requests a visitor may make (and a visitor's onboarding) go without a customer.
    check(
      'processes_customer_check',
      sql`${table.definition} in ('CONTACT_REQUEST', 'APPOINTMENT_REQUEST', 'ONBOARDING') or (${table.customerId} is not null and ${table.startedBy} is not null)`,
    ),
  ],
);

export const processTransitions = pgTable(
  'process_transitions',
  {
    /** In the order the transitions happened (two may share an instant). */
    id: bigint({ mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    processId: uuid()
      .notNull()
      .references(() => processes.id),
    /** Null for the start. */
    task: text(),
    outcome: text().notNull(),
    actor: text({ enum: ['CUSTOMER', 'BANK'] }).notNull(),
    fromState: text(),
    toState: text().notNull(),
    /** What the step concerned, when it says more than its outcome (a document side, the bank's note). */
    detail: text(),
    at: instant().notNull(),
  },
  (table) => [
    index('process_transitions_process_idx').on(table.processId, table.id),
    check('process_transitions_actor_check', sql`${table.actor} in ('CUSTOMER', 'BANK')`),
  ],
);

/**
 * The documents a process keeps: the financing contract the customer signed, sealed by the bank's
 * certificate (the PDF itself, base64), with the consent (when, how the code was checked, from which
 * device and channel).
 */
export const processDocuments = pgTable('process_documents', {
  id: uuid().primaryKey().defaultRandom(),
  processId: uuid()
    .notNull()
    .references(() => processes.id),
  kind: text({ enum: ['SIGNED_CONTRACT'] }).notNull(),
  fileName: text().notNull(),
  pdfBase64: text().notNull(),
  consent: jsonb().$type<Record<string, string>>().notNull(),
  createdAt: instant().notNull(),
});

/**
 * The supporting documents the customer joined to a request (income proof, trade document…): the
 * files themselves are request attachments, stored with the request in its transaction.
 */
export const processAttachments = pgTable(
  'process_attachments',
  {
    processId: uuid()
      .notNull()
      .references(() => processes.id),
    attachmentId: uuid()
      .notNull()
      .references(() => requestAttachments.id),
    /** INCOME_PROOF, TRADE_DOCUMENT or OTHER: one file of each kind per request. */
    kind: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.processId, table.kind] })],
);
