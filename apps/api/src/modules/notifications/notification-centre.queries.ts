/** Reads and changes of the caller's notifications: theirs and their customer's, never anyone else's. */
import type { NotificationCategory, NotificationStatus } from '@baraka/contracts';
import { and, count, desc, eq, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { NotificationRow } from './notifications.queries.ts';

/** Who reads: the user, their customer, and the categories they switched off (not shown). */
export type Reader = { userId: string; customerId: string; hidden: readonly NotificationCategory[] };

const visibleTo = (reader: Reader): SQL => {
  const conditions = [
    eq(notifications.customerId, reader.customerId),
    or(eq(notifications.userId, reader.userId), isNull(notifications.userId)),
  ];
  if (reader.hidden.length > 0) {
    conditions.push(notInArray(notifications.category, [...reader.hidden]));
  }
  return and(...conditions) as SQL;
};

export type PageFilter = { category?: NotificationCategory; status?: NotificationStatus };

const filtered = (reader: Reader, filter: PageFilter): SQL =>
  and(
    visibleTo(reader),
    filter.category ? eq(notifications.category, filter.category) : undefined,
    filter.status ? eq(notifications.status, filter.status) : undefined,
  ) as SQL;

const UNREAD_FIRST = [desc(sql`(${notifications.status} = 'SENT')`), desc(notifications.createdAt)];

export async function listNotifications(
  db: AppDb,
  reader: Reader,
  filter: PageFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = filtered(reader, filter);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(...UNREAD_FIRST, desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(notifications).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function countUnread(db: AppDb, reader: Reader): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(visibleTo(reader), eq(notifications.status, 'SENT')));
  return counted?.total ?? 0;
}

export async function findNotification(
  db: AppDb,
  reader: Reader,
  id: string,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(visibleTo(reader), eq(notifications.id, id)));
  return row;
}

export async function setNotificationStatus(
  db: AppDb,
  reader: Reader,
  id: string,
  status: NotificationStatus,
  at: Date,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ status, readAt: status === 'READ' ? at : null })
    .where(and(visibleTo(reader), eq(notifications.id, id)))
    .returning();
  return row;
}

export async function markAllRead(db: AppDb, reader: Reader, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ status: 'READ', readAt: at })
    .where(and(visibleTo(reader), eq(notifications.status, 'SENT')));
}

export async function deleteNotification(db: AppDb, reader: Reader, id: string): Promise<boolean> {
  const deleted = await db
    .delete(notifications)
    .where(and(visibleTo(reader), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return deleted.length > 0;
}

export async function countByCategory(
  db: AppDb,
  reader: Reader,
): Promise<Map<string, { total: number; unread: number }>> {
  const rows = await db
    .select({
      category: notifications.category,
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.status} = 'SENT')`.mapWith(Number),
    })
    .from(notifications)
    .where(visibleTo(reader))
    .groupBy(notifications.category);
  return new Map(rows.map((row) => [row.category, { total: row.total, unread: row.unread }]));
}

/** The latest notifications (the live stream compares them with what it has already told). */
export async function listLatest(db: AppDb, reader: Reader, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(visibleTo(reader))
    .orderBy(desc(notifications.createdAt))
    .limit(limit);
}
