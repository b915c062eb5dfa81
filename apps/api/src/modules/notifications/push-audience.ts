/** Who is pushed a notification (its users whose preferences keep push on for its category) and what the push says. */
import { and, eq, isNull, or } from 'drizzle-orm';
import { notificationPreferences, users } from '../../db/schema/index.ts';
import { deriveLink } from './notification-view.ts';
import type { NotificationRow } from './notifications.queries.ts';

/** Conditions on `users` (joined with this category's `notification_preferences`, left join). */
export const wantsPush = (row: NotificationRow) =>
  and(
    row.userId ? eq(users.id, row.userId) : eq(users.customerId, row.customerId),
    or(
      isNull(notificationPreferences.userId),
      and(eq(notificationPreferences.push, true), eq(notificationPreferences.disabled, false)),
    ),
  );

export const preferenceJoin = (row: NotificationRow) =>
  and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.category, row.category));

export const payloadOf = (row: NotificationRow, language: string) => {
  const lang = language === 'en' || language === 'ar' ? language : 'fr';
  return {
    id: row.id,
    title: row.title[lang],
    body: row.content[lang],
    link: row.link ?? deriveLink(row.key, row.subjectId),
  };
};
