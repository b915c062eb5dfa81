/** The notification entities of spec §3 "Notifications": a notification, its page, a preference category. */
import { z } from 'zod';
import { epochMillisSchema, localizedTextSchema } from '../shared/localized.ts';

export const NOTIFICATION_CATEGORIES = ['DEFAULT', 'TRANSFER', 'PROMOS', 'AUTH'] as const;
export const notificationCategorySchema = z.enum(NOTIFICATION_CATEGORIES);
export type NotificationCategory = z.infer<typeof notificationCategorySchema>;

/** DEFAULT and TRANSFER are always delivered (spec §3): the customer cannot switch them off. */
export const UNDISABLEABLE_CATEGORIES: readonly NotificationCategory[] = ['DEFAULT', 'TRANSFER'];

export const notificationStatusSchema = z.enum(['SENT', 'READ']);
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  createdDate: epochMillisSchema,
  lastModifiedDate: epochMillisSchema,
  /** In the caller's language; the three languages are in `titles` and `contents`. */
  title: z.string(),
  content: z.string(),
  /** The content, base64 (spec field `text`). */
  text: z.string(),
  titles: localizedTextSchema,
  contents: localizedTextSchema,
  username: z.string().nullable(),
  customerNumber: z.string(),
  status: notificationStatusSchema,
  valid: z.boolean(),
  category: notificationCategorySchema,
  /** The event's key (TRANSFER_EXECUTED, CARD_BLOCKED…). */
  key: z.string(),
  /** The page it concerns, a hash route with its query (`/transfers/transfer-details?id=…`), or null. */
  link: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

/** The spec's page envelope. */
export const notificationPageSchema = z.object({
  content: z.array(notificationSchema),
  totalElements: z.number().int(),
  number: z.number().int(),
  numberOfElements: z.number().int(),
  size: z.number().int(),
  totalPages: z.number().int(),
  /** Unread notifications of the caller, whatever the filter. */
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const NOTIFICATION_CHANNELS = ['inApp', 'push', 'email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const notificationChannelsSchema = z.object({
  inApp: z.boolean(),
  push: z.boolean(),
  email: z.boolean(),
  sms: z.boolean(),
});
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;

/** A preference category (spec §3): `disabled` means nothing of it is delivered. */
export const notificationPreferenceSchema = z.object({
  id: notificationCategorySchema,
  name: localizedTextSchema,
  disabled: z.boolean(),
  disableable: z.boolean(),
  channels: notificationChannelsSchema,
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** A topic of the notification centre: a category with the caller's counts. */
export const notificationTopicSchema = z.object({
  id: notificationCategorySchema,
  name: localizedTextSchema,
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationTopic = z.infer<typeof notificationTopicSchema>;

/** What the live stream says: the unread count, and the notification that just arrived (if any). */
export const notificationEventSchema = z.object({
  unread: z.number().int(),
  notification: notificationSchema.nullable(),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/** The server's VAPID public key, for PushManager.subscribe's applicationServerKey. */
export const pushKeySchema = z.object({ publicKey: z.string() });
