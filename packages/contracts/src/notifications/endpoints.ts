/**
 * The notification calls of spec §7 (`notificationsEndpoints`): the notification centre (list, page,
 * one notification, read/unread, delete, topics), the preference categories (DEFAULT and TRANSFER
 * cannot be switched off), the push opt-in, and the live stream a signed-in page listens to.
 *
 * The named calls of the spec without a path (GET_HISTORY, UPDATE_NOTIF_STATUS, SAVE_NOTIF, GET_TOPICS,
 * DELETE_NOTIF) live under `secure/notification/`.
 */
import { BOOLEAN_ANSWER, defineEndpoint, FILE_ANSWER, listAnswer, objectAnswer } from '../shared/endpoint.ts';
import {
  notificationIdSchema,
  notificationPageQuerySchema,
  notificationStatusBodySchema,
  pushTokenSchema,
  savePreferencesSchema,
  toggleCategorySchema,
  updateNotificationStatusSchema,
} from './requests.ts';
import {
  notificationPageSchema,
  notificationPreferenceSchema,
  notificationSchema,
  notificationTopicSchema,
  pushKeySchema,
} from './schemas.ts';

const SIGNED_IN = { auth: 'session' } as const;
const PAGE_NOTE = 'Unread first, then newest first. `category` filters by topic, `status` by SENT or READ.';

export const notificationsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'displayNotifications',
    area: 'notifications',
    summary: "The caller's notifications (the latest 100), unread first",
    access: SIGNED_IN,
    answer: listAnswer(notificationSchema),
  }),
  page: defineEndpoint({
    method: 'GET',
    path: 'displayNotifications/paginated',
    area: 'notifications',
    summary: "The caller's notifications by page (spec page envelope)",
    description: PAGE_NOTE,
    access: SIGNED_IN,
    query: notificationPageQuerySchema,
    answer: objectAnswer(notificationPageSchema),
  }),
  history: defineEndpoint({
    method: 'GET',
    path: 'secure/notification/history',
    area: 'notifications',
    summary: 'GET_HISTORY: the notifications by page',
    description: PAGE_NOTE,
    access: SIGNED_IN,
    query: notificationPageQuerySchema,
    answer: objectAnswer(notificationPageSchema),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: 'secure/notification/:id',
    area: 'notifications',
    summary: 'One notification of the caller (404 for anyone else’s)',
    access: SIGNED_IN,
    params: notificationIdSchema,
    answer: objectAnswer(notificationSchema),
  }),
  updateStatus: defineEndpoint({
    method: 'PUT',
    path: 'notificationStatus',
    area: 'notifications',
    summary: 'Marks a notification read (SENT → READ) or unread again',
    access: SIGNED_IN,
    body: updateNotificationStatusSchema,
    answer: objectAnswer(notificationSchema),
  }),
  updateStatusNamed: defineEndpoint({
    method: 'PUT',
    path: 'secure/notification/:id/status',
    area: 'notifications',
    summary: 'UPDATE_NOTIF_STATUS: marks a notification read or unread',
    access: SIGNED_IN,
    params: notificationIdSchema,
    body: notificationStatusBodySchema,
    answer: objectAnswer(notificationSchema),
  }),
  markAllRead: defineEndpoint({
    method: 'PUT',
    path: 'secure/notification/read-all',
    area: 'notifications',
    summary: 'Marks every notification of the caller read',
    access: SIGNED_IN,
    answer: BOOLEAN_ANSWER,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: 'delete/notification',
    area: 'notifications',
    summary: 'Deletes a notification of the caller',
    access: SIGNED_IN,
    query: notificationIdSchema,
    answer: BOOLEAN_ANSWER,
  }),
  removeNamed: defineEndpoint({
    method: 'DELETE',
    path: 'secure/notification/:id',
    area: 'notifications',
    summary: 'DELETE_NOTIF: deletes a notification of the caller',
    access: SIGNED_IN,
    params: notificationIdSchema,
    answer: BOOLEAN_ANSWER,
  }),
  topics: defineEndpoint({
    method: 'GET',
    path: 'secure/notification/topics',
    area: 'notifications',
    summary: 'GET_TOPICS: the categories with how many notifications (and unread) each holds',
    access: SIGNED_IN,
    answer: listAnswer(notificationTopicSchema),
  }),
  categories: defineEndpoint({
    method: 'GET',
    path: 'secure/albaraka-notification-preferences/',
    area: 'notifications',
    summary: 'The preference categories (DEFAULT, TRANSFER, PROMOS, AUTH) and their state',
    access: SIGNED_IN,
    answer: listAnswer(notificationPreferenceSchema),
  }),
  toggleCategory: defineEndpoint({
    method: 'PUT',
    path: 'secure/albaraka-notification-preferences/toggle-category',
    area: 'notifications',
    summary: 'Switches a category off or on again',
    description: 'DEFAULT and TRANSFER: 422 NOTIFICATION.CATEGORY_NOT_DISABLEABLE.',
    access: SIGNED_IN,
    body: toggleCategorySchema,
    answer: listAnswer(notificationPreferenceSchema),
  }),
  preferences: defineEndpoint({
    method: 'GET',
    path: 'secure/notification/preferences',
    area: 'notifications',
    summary: 'The preferences: each category, on or off, and its channels (in-app, push, e-mail, SMS)',
    access: SIGNED_IN,
    answer: listAnswer(notificationPreferenceSchema),
  }),
  savePreferences: defineEndpoint({
    method: 'POST',
    path: 'secure/notification/preferences',
    area: 'notifications',
    summary: 'SAVE_NOTIF: saves the preferences',
    description:
      'Switching DEFAULT or TRANSFER off, or their in-app channel: 422 NOTIFICATION.CATEGORY_NOT_DISABLEABLE.',
    access: SIGNED_IN,
    body: savePreferencesSchema,
    answer: listAnswer(notificationPreferenceSchema),
  }),
  subscribe: defineEndpoint({
    method: 'GET',
    path: 'secure/albaraka-notification/subscribe',
    area: 'notifications',
    summary: 'Turns push delivery on for every category',
    access: SIGNED_IN,
    effect: 'write',
    answer: BOOLEAN_ANSWER,
  }),
  unsubscribe: defineEndpoint({
    method: 'GET',
    path: 'secure/albaraka-notification/unsubscribe',
    area: 'notifications',
    summary: 'Turns push delivery off for every category',
    access: SIGNED_IN,
    effect: 'write',
    answer: BOOLEAN_ANSWER,
  }),
  pushKey: defineEndpoint({
    method: 'GET',
    path: 'secure/notification/push-key',
    area: 'notifications',
    summary: "The bank's VAPID public key, for the browser's push subscription",
    access: SIGNED_IN,
    answer: objectAnswer(pushKeySchema),
  }),
  saveToken: defineEndpoint({
    method: 'POST',
    path: 'secure/notification/token',
    area: 'notifications',
    summary:
      "Saves this browser's Web Push subscription, or this device's FCM / APNs token, for the signed-in user",
    description:
      'A browser sends PushSubscription.toJSON(): an https endpoint and its p256dh and auth keys. ' +
      "The mobile app sends `{ platform: 'FCM' | 'APNS', token }`, the token the system gave it; " +
      "it is kept for this user and the Device header's device (a newer token replaces it).",
    access: SIGNED_IN,
    body: pushTokenSchema,
    answer: BOOLEAN_ANSWER,
  }),
  removeTokens: defineEndpoint({
    method: 'GET',
    path: 'secure/remove',
    area: 'notifications',
    summary: "Removes the signed-in user's push subscriptions (push disabled on their devices)",
    access: SIGNED_IN,
    effect: 'write',
    answer: BOOLEAN_ANSWER,
  }),
  stream: defineEndpoint({
    method: 'GET',
    path: 'secure/notification/stream',
    area: 'notifications',
    summary: 'Server-Sent Events: the unread count at once, then each new notification within a second',
    description:
      'Needs `Accept: text/event-stream` (else 400 COMMON.INVALID_HEADER). text/event-stream; each `data:` line is a NotificationEvent (JSON). A comment line every 20 s keeps it open.',
    access: SIGNED_IN,
    answer: FILE_ANSWER,
  }),
};
