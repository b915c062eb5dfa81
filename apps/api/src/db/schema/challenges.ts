/** Challenges of the strong-authentication flow, and the messages that carry their codes. */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sessions, users } from './identity.ts';

export const challenges = pgTable(
  'challenges',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** SHA-256 of the challenge key handed to the client. */
    keyHash: text().notNull(),
    /** Null while registering: there is no user yet, the code goes to the customer's phone. */
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** Set when the operation runs inside a session; login challenges have none yet. */
    sessionId: uuid().references(() => sessions.id, { onDelete: 'cascade' }),
    /** The operation run once every step is done (login, device.makeTransactional...). */
    operation: text().notNull(),
    serviceName: text().notNull(),
    processName: text().notNull(),
    payload: jsonb().$type<unknown>().notNull(),
    /** SHA-256 of the canonical payload: the code is bound to it (dynamic linking). */
    payloadHash: text().notNull(),
    /** What the message names: amount and payee where there is one. */
    summary: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** Steps still to do, first one current. */
    steps: jsonb().$type<string[]>().notNull(),
    /** PENDING, then COMPLETED (operation ran), VERIFIED (to be sent again), FAILED or CANCELLED. */
    status: text().notNull().default('PENDING'),
    otpHash: text(),
    otpChannel: text(),
    otpDestination: text(),
    otpExpiresAt: timestamp({ withTimezone: true }),
    otpSentAt: timestamp({ withTimezone: true }),
    otpAttempts: integer().notNull().default(0),
    resends: integer().notNull().default(0),
    /** Wrong answers to the security question. */
    answerAttempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('challenges_key_hash_key').on(table.keyHash),
    index('challenges_user_id_idx').on(table.userId),
    index('challenges_expires_at_idx').on(table.expiresAt),
  ],
);

/** Messages handed to the outbox adapter (SMS and e-mail); the embedded one keeps them here. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** SMS or EMAIL. */
    channel: text().notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    /** Why it was sent (otp, password-reset...). */
    purpose: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_messages_created_at_idx').on(table.createdAt),
    index('outbox_messages_recipient_idx').on(table.recipient, table.createdAt),
  ],
);
