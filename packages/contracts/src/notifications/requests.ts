/** What the notification calls take. */
import { z } from 'zod';
import {
  NOTIFICATION_CATEGORIES,
  notificationCategorySchema,
  notificationChannelsSchema,
  notificationStatusSchema,
} from './schemas.ts';

export const notificationIdSchema = z.object({ id: z.uuid() });
export type NotificationIdInput = z.infer<typeof notificationIdSchema>;

export const notificationPageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(5),
  category: notificationCategorySchema.optional(),
  status: notificationStatusSchema.optional(),
});
export type NotificationPageQuery = z.input<typeof notificationPageQuerySchema>;

export const updateNotificationStatusSchema = z.object({
  id: z.uuid(),
  status: notificationStatusSchema,
});
export type UpdateNotificationStatusInput = z.infer<typeof updateNotificationStatusSchema>;

export const notificationStatusBodySchema = z.object({ status: notificationStatusSchema });

export const toggleCategorySchema = z.object({ category: notificationCategorySchema });
export type ToggleCategoryInput = z.infer<typeof toggleCategorySchema>;

/** SAVE_NOTIF: every category's state at once (categories left out keep theirs). */
export const savePreferencesSchema = z.object({
  preferences: z
    .array(
      z.object({
        category: notificationCategorySchema,
        disabled: z.boolean(),
        channels: notificationChannelsSchema,
      }),
    )
    .min(1)
    .max(NOTIFICATION_CATEGORIES.length)
    .refine((items) => new Set(items.map((item) => item.category)).size === items.length, {
      message: 'Each category once',
    }),
});
export type SavePreferencesInput = z.infer<typeof savePreferencesSchema>;

/** secure/notification/token: a browser's Web Push subscription (PushSubscription.toJSON()). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2048),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const NATIVE_PUSH_PLATFORMS = ['FCM', 'APNS'] as const;
export const nativePushPlatformSchema = z.enum(NATIVE_PUSH_PLATFORMS);
export type NativePushPlatform = z.infer<typeof nativePushPlatformSchema>;

/**
 * secure/notification/token from the mobile app: the device token the system gave it
 * (@capacitor/push-notifications): an FCM registration token, or an APNs device token (hex).
 */
export const nativePushTokenSchema = z.discriminatedUnion('platform', [
  z.object({ platform: z.literal('FCM'), token: z.string().regex(/^[A-Za-z0-9_:.-]{32,4096}$/) }),
  z.object({ platform: z.literal('APNS'), token: z.string().regex(/^[0-9A-Fa-f]{64,200}$/) }),
]);
export type NativePushTokenInput = z.infer<typeof nativePushTokenSchema>;

/** secure/notification/token: a browser's Web Push subscription or a device's native token. */
export const pushTokenSchema = z.union([pushSubscriptionSchema, nativePushTokenSchema]);
export type PushTokenInput = z.infer<typeof pushTokenSchema>;
