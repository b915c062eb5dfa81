/**
 * Writes customer notifications; the area with the news calls this inside its own transaction, so a
 * failed event leaves no notification. What the user switched off is not written (DEFAULT and
 * TRANSFER are always on).
 */
import {
  type LocalizedText,
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  UNDISABLEABLE_CATEGORIES,
} from '@baraka/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { notificationPreferences, notifications } from '../../db/schema/index.ts';

export { NOTIFICATION_CATEGORIES, type NotificationCategory };

export type NewNotification = {
  customerId: string;
  userId: string | null;
  category: NotificationCategory;
  key: string;
  params: Record<string, string>;
  title: LocalizedText;
  content: LocalizedText;
  subjectId: string | null;
  at: Date;
  /** The page it concerns (`/cards/card-details?card=…`); derived from the key when left out. */
  link?: string | null;
};

export type NotificationRow = typeof notifications.$inferSelect;

const isSwitchedOff = async (db: AppDb, userId: string, category: NotificationCategory) => {
  if (UNDISABLEABLE_CATEGORIES.includes(category)) {
    return false;
  }
  const [preference] = await db
    .select({ disabled: notificationPreferences.disabled })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.category, category)));
  return preference?.disabled ?? false;
};

/** Answers the row written, or null when the user switched the category off. */
export async function insertNotification(
  db: AppDb,
  notification: NewNotification,
): Promise<NotificationRow | null> {
  const { at, link, ...values } = notification;
  if (values.userId && (await isSwitchedOff(db, values.userId, values.category))) {
    return null;
  }
  const [row] = await db
    .insert(notifications)
    .values({ ...values, link: link ?? null, status: 'SENT', createdAt: at })
    .returning();
  return row ?? null;
}
