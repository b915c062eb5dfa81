/**
 * Customer notifications (spec §3 "Notifications"): written by the area that has news (an executed
 * or rejected transfer…) in the same transaction as the news itself, read by the notifications
 * feature. Texts are stored in the three languages, with their key and parameters to render again.
 */
import type { LocalizedText } from '@baraka/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** The page it concerns (hash route with query); null: derived from the key and subject. */
    link: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    readAt: timestamp({ withTimezone: true }),
    /** When the push job handled it (pushed, recorded, or nobody to push to); null: not yet. */
    pushedAt: timestamp({ withTimezone: true }),
    /** When the message job claimed it for its e-mail and SMS copies; null: not yet. */
    messagedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('notifications_customer_created_idx').on(table.customerId, table.createdAt),
    index('notifications_unpushed_idx').on(table.createdAt).where(sql`${table.pushedAt} is null`),
    index('notifications_unmessaged_idx').on(table.createdAt).where(sql`${table.messagedAt} is null`),
    check('notifications_status_check', sql`${table.status} in ('SENT', 'READ')`),
    check(
      'notifications_category_check',
      sql`${table.category} in ('DEFAULT', 'TRANSFER', 'PROMOS', 'AUTH')`,
    ),
  ],
);

/**
 * A user's choice for one category: off (nothing delivered) or on, and by which channels beyond the
 * notification centre. No row: on, push only. DEFAULT and TRANSFER can never be off.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text().notNull(),
    disabled: boolean().notNull().default(false),
    push: boolean().notNull().default(true),
    email: boolean().notNull().default(false),
    sms: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.category] }),
    check(
      'notification_preferences_category_check',
      sql`${table.category} in ('DEFAULT', 'TRANSFER', 'PROMOS', 'AUTH')`,
    ),
    check(
      'notification_preferences_always_on_check',
      sql`not (${table.disabled} and ${table.category} in ('DEFAULT', 'TRANSFER'))`,
    ),
  ],
);

/** A browser's Web Push subscription (secure/notification/token), removed by secure/remove or when the push service says it is gone. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

/**
 * A mobile app's device token (secure/notification/token with a platform): one per user and device
 * (a newer token replaces it), one user per token (the app's last signed-in user). Removed by
 * secure/remove, by signing out of that device, or when FCM answers that it is unregistered.
 */
export const nativePushTokens = pgTable(
  'native_push_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Device header's deviceId (or the session's) it was saved from. */
    deviceId: text(),
    platform: text().notNull(),
    token: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('native_push_tokens_token_key').on(table.token),
    index('native_push_tokens_user_device_idx').on(table.userId, table.deviceId),
    check('native_push_tokens_platform_check', sql`${table.platform} in ('FCM', 'APNS')`),
  ],
);

/** What was pushed to which subscription, and how it went: the embedded push outbox tests and the demo read. */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    notificationId: uuid().references(() => notifications.id, { onDelete: 'set null' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The Web Push endpoint, or `fcm:` / `apns:` and the device token. */
    endpoint: text().notNull(),
    payload: jsonb().$type<Record<string, string | null>>().notNull(),
    /** RECORDED (embedded, not sent), SENT, GONE (404/410: subscription dropped). */
    status: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [check('push_deliveries_status_check', sql`${table.status} in ('RECORDED', 'SENT', 'GONE')`)],
);
