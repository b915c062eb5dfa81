/** Test support: writes notifications for a seeded user as an area would, through insertNotification. */
import type { NotificationCategory } from '@baraka/contracts';
import type { AppDb } from '../db/client.ts';
import { findUserByUsername } from '../modules/identity/index.ts';

// The notifications tests find seeded people here, not through identity (no module cycle).
export { findUserByUsername, SEEDED_PASSWORD } from '../modules/identity/index.ts';

import { insertNotification } from '../modules/notifications/index.ts';

export async function notifyUser(
  db: AppDb,
  username: string,
  category: NotificationCategory,
  key: string,
  at: Date = new Date(),
) {
  const record = await findUserByUsername(db, username);
  if (!record) {
    throw new Error(`no user ${username}`);
  }
  return insertNotification(db, {
    customerId: record.customer.id,
    userId: record.user.id,
    category,
    key,
    params: {},
    title: { fr: `Titre ${key}`, en: `Title ${key}`, ar: `عنوان ${key}` },
    content: { fr: `Contenu ${key}`, en: `Content ${key}`, ar: `محتوى ${key}` },
    subjectId: null,
    at,
  });
}
