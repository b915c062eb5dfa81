/** Writes customer notifications; the area with the news calls this inside its own transaction. */
import type { LocalizedText } from '@baraka/contracts';
import type { AppDb } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export const NOTIFICATION_CATEGORIES = ['DEFAULT', 'TRANSFER', 'PROMOS', 'AUTH'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

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
};

export async function insertNotification(db: AppDb, notification: NewNotification): Promise<void> {
  const { at, ...values } = notification;
  await db.insert(notifications).values({ ...values, status: 'SENT', createdAt: at });
}
