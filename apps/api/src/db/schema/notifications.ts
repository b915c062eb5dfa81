/**
 * Customer notifications (spec §3 "Notifications"): written by the area that has news (an executed
 * or rejected transfer…) in the same transaction as the news itself, read by the notifications
 * feature. Texts are stored in the three languages, with their key and parameters to render again.
 */
import type { LocalizedText } from '@baraka/contracts';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bankCustomers, users } from './identity.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => bankCustomers.id),
    /** The user concerned; null: every user of the customer. */
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** DEFAULT, TRANSFER, PROMOS or AUTH (spec preference categories). */
    category: text().notNull(),
    key: text().notNull(),
    params: jsonb().$type<Record<string, string>>().notNull().default({}),
    title: jsonb().$type<LocalizedText>().notNull(),
    content: jsonb().$type<LocalizedText>().notNull(),
    /** SENT or READ. */
    status: text().notNull().default('SENT'),
    /** What the notification is about, e.g. the transfer's id. */
    subjectId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    readAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('notifications_customer_created_idx').on(table.customerId, table.createdAt)],
);
