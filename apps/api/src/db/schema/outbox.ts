/**
 * Messages the app has to send (acknowledgment e-mails, SMS), written in the same transaction as
 * the request they acknowledge; a sender delivers them later and stamps sent_at.
 */
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const OUTBOX_CHANNELS = ['EMAIL', 'SMS'] as const;

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial().primaryKey(),
    channel: text({ enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  // The sender reads the oldest unsent messages first.
  (table) => [index('outbox_messages_unsent_idx').on(table.sentAt, table.id)],
);
