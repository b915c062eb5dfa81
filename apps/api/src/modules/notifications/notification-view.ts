/** Turns a notification row into the spec's notification, in the caller's language, with its link. */
import type { Language, NotificationItem } from '@baraka/contracts';
import { notificationCategorySchema, notificationStatusSchema } from '@baraka/contracts';
import type { NotificationRow } from './notifications.queries.ts';

/** The page an event concerns when its writer named none: by the key's area and its subject. */
export const deriveLink = (key: string, subjectId: string | null): string | null => {
  if (!subjectId) {
    return null;
  }
  if (key.startsWith('TRANSFER_')) {
    return `/transfers/transfer-details?id=${subjectId}`;
  }
  if (key.startsWith('CARD_')) {
    return `/cards/card-details?card=${subjectId}`;
  }
  return null;
};

export type NotificationOwner = { username: string | null; customerNumber: string };

export const toNotification = (
  row: NotificationRow,
  owner: NotificationOwner,
  language: Language,
): NotificationItem => ({
  id: row.id,
  createdDate: row.createdAt.getTime(),
  lastModifiedDate: (row.readAt ?? row.createdAt).getTime(),
  title: row.title[language],
  content: row.content[language],
  text: Buffer.from(row.content[language], 'utf8').toString('base64'),
  titles: row.title,
  contents: row.content,
  username: row.userId ? owner.username : null,
  customerNumber: owner.customerNumber,
  status: notificationStatusSchema.parse(row.status),
  valid: true,
  category: notificationCategorySchema.parse(row.category),
  key: row.key,
  link: row.link ?? deriveLink(row.key, row.subjectId),
});
