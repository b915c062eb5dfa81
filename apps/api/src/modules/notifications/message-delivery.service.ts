/**
 * E-mail and SMS copies of notifications, run by the notifications.messages job: each notification
 * not yet handled goes, through the outbox, to the users it concerns who turned e-mail or SMS on for
 * its category (both are off unless chosen; a category switched off sends nothing). A notification is
 * claimed before its copies leave, so two runs never send it twice; a copy the gateway refuses is
 * reported and not sent again (the notification centre keeps the notification).
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Outbox, OutgoingMessage } from '../../adapters/outbox/outbox.ts';
import type { AppDb } from '../../db/client.ts';
import { notificationPreferences, notifications, users } from '../../db/schema/index.ts';
import type { NotificationRow } from './notifications.queries.ts';
import { payloadOf } from './push-audience.ts';

const SWEEP_WINDOW_MS = 60 * 60 * 1000;
const BATCH = 200;
export const NOTIFICATION_MESSAGE_PURPOSE = 'notification';

type Recipient = {
  userId: string;
  language: string;
  email: string | null;
  phoneNumber: string | null;
  wantsEmail: boolean;
  wantsSms: boolean;
};

async function recipientsOf(db: AppDb, row: NotificationRow): Promise<Recipient[]> {
  return db
    .select({
      userId: users.id,
      language: users.language,
      email: users.email,
      phoneNumber: users.phoneNumber,
      wantsEmail: notificationPreferences.email,
      wantsSms: notificationPreferences.sms,
    })
    .from(notificationPreferences)
    .innerJoin(users, eq(users.id, notificationPreferences.userId))
    .where(
      and(
        row.userId ? eq(users.id, row.userId) : eq(users.customerId, row.customerId),
        eq(notificationPreferences.category, row.category),
        eq(notificationPreferences.disabled, false),
      ),
    );
}

/** The copies one recipient gets: an e-mail with the link to the page, an SMS with the title. */
function messagesFor(row: NotificationRow, recipient: Recipient, publicUrl: string): OutgoingMessage[] {
  // What a push says (title, text, page), in the recipient's language.
  const { title, body: content, link } = payloadOf(row, recipient.language);
  const common = { purpose: NOTIFICATION_MESSAGE_PURPOSE, userId: recipient.userId };
  const messages: OutgoingMessage[] = [];
  if (recipient.wantsEmail && recipient.email) {
    const page = link ? `\n\n${publicUrl}/#${link}` : '';
    messages.push({
      ...common,
      channel: 'EMAIL',
      to: recipient.email,
      subject: title,
      body: `${content}${page}`,
    });
  }
  if (recipient.wantsSms && recipient.phoneNumber) {
    messages.push({ ...common, channel: 'SMS', to: recipient.phoneNumber, body: `${title}\n${content}` });
  }
  return messages;
}

/** Claims the notification for this run; false when another run already did. */
async function claim(db: AppDb, id: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(notifications)
    .set({ messagedAt: now })
    .where(and(eq(notifications.id, id), isNull(notifications.messagedAt)))
    .returning({ id: notifications.id });
  return claimed.length === 1;
}

export async function deliverMessages(
  db: AppDb,
  outbox: Outbox,
  publicUrl: string,
  now: Date,
): Promise<{ sent: number }> {
  const due = await db
    .select()
    .from(notifications)
    .where(
      and(
        isNull(notifications.messagedAt),
        gt(notifications.createdAt, new Date(now.getTime() - SWEEP_WINDOW_MS)),
      ),
    )
    .orderBy(notifications.createdAt)
    .limit(BATCH);
  let sent = 0;
  const failures: unknown[] = [];
  for (const row of due) {
    if (!(await claim(db, row.id, now))) {
      continue;
    }
    for (const recipient of await recipientsOf(db, row)) {
      for (const message of messagesFor(row, recipient, publicUrl)) {
        try {
          await outbox.send(message);
          sent++;
        } catch (error) {
          failures.push(error);
        }
      }
    }
  }
  if (failures.length > 0) {
    // The job fails visibly (pg-boss keeps the error); the other copies have gone.
    throw new AggregateError(failures, `${failures.length} notification copies were not sent`);
  }
  return { sent };
}
