/** The notification centre of the signed-in user: pages, topics, read/unread, delete. */
import {
  type Language,
  NOTIFICATION_CATEGORIES,
  type NotificationItem,
  type NotificationPage,
  type NotificationStatus,
  type NotificationTopic,
  type notificationPageQuerySchema,
} from '@baraka/contracts';
import type { z } from 'zod';
import type { AppDb } from '../../db/client.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import {
  countByCategory,
  countUnread,
  deleteNotification,
  findNotification,
  listNotifications,
  markAllRead,
  type Reader,
  setNotificationStatus,
} from './notification-centre.queries.ts';
import { type NotificationOwner, toNotification } from './notification-view.ts';
import type { NotificationRow } from './notifications.queries.ts';
import { CATEGORY_NAMES, getHiddenCategories } from './preferences.service.ts';

export type CentreCaller = { db: AppDb; auth: AuthContext; language: Language };

export async function toReader(db: AppDb, auth: AuthContext): Promise<Reader> {
  return {
    userId: auth.userId,
    customerId: auth.record.customer.id,
    hidden: await getHiddenCategories(db, auth.userId),
  };
}

const ownerOf = (auth: AuthContext): NotificationOwner => ({
  username: auth.username,
  customerNumber: auth.record.customer.customerNumber,
});

const view = (caller: CentreCaller, row: NotificationRow) =>
  toNotification(row, ownerOf(caller.auth), caller.language);

const notFound = () => new AppError('NOT_FOUND', { message: 'No such notification' });

export async function getNotificationPage(
  caller: CentreCaller,
  query: z.output<typeof notificationPageQuerySchema>,
): Promise<NotificationPage> {
  const reader = await toReader(caller.db, caller.auth);
  const { page, size, category, status } = query;
  const { rows, total } = await listNotifications(
    caller.db,
    reader,
    { category, status },
    { offset: page * size, limit: size },
  );
  return {
    content: rows.map((row) => view(caller, row)),
    totalElements: total,
    number: page,
    numberOfElements: rows.length,
    size,
    totalPages: Math.ceil(total / size),
    unread: await countUnread(caller.db, reader),
  };
}

export async function listRecentNotifications(caller: CentreCaller): Promise<NotificationItem[]> {
  const reader = await toReader(caller.db, caller.auth);
  const { rows } = await listNotifications(caller.db, reader, {}, { offset: 0, limit: 100 });
  return rows.map((row) => view(caller, row));
}

export async function getNotification(caller: CentreCaller, id: string): Promise<NotificationItem> {
  const row = await findNotification(caller.db, await toReader(caller.db, caller.auth), id);
  if (!row) {
    throw notFound();
  }
  return view(caller, row);
}

export async function updateNotificationStatus(
  caller: CentreCaller,
  id: string,
  status: NotificationStatus,
  now: Date,
): Promise<NotificationItem> {
  const reader = await toReader(caller.db, caller.auth);
  const row = await setNotificationStatus(caller.db, reader, id, status, now);
  if (!row) {
    throw notFound();
  }
  return view(caller, row);
}

export async function readAllNotifications(caller: CentreCaller, now: Date): Promise<true> {
  await markAllRead(caller.db, await toReader(caller.db, caller.auth), now);
  return true;
}

export async function removeNotification(caller: CentreCaller, id: string): Promise<true> {
  if (!(await deleteNotification(caller.db, await toReader(caller.db, caller.auth), id))) {
    throw notFound();
  }
  return true;
}

export async function listTopics(caller: CentreCaller): Promise<NotificationTopic[]> {
  const counts = await countByCategory(caller.db, await toReader(caller.db, caller.auth));
  return NOTIFICATION_CATEGORIES.map((category) => ({
    id: category,
    name: CATEGORY_NAMES[category],
    total: counts.get(category)?.total ?? 0,
    unread: counts.get(category)?.unread ?? 0,
  }));
}
