/** The embedded outbox's table: messages kept for people (and tests) to read outside production. */
import { desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import type { OutgoingMessage } from './outbox.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export const insertOutboxMessage = async (db: AppDb, message: OutgoingMessage): Promise<void> => {
  await db.insert(outboxMessages).values({
    channel: message.channel,
    recipient: message.to,
    subject: message.subject ?? null,
    body: message.body,
    purpose: message.purpose,
    userId: message.userId ?? null,
  });
};

export const listOutboxMessages = async (
  db: AppDb,
  filter: { recipient?: string | undefined; limit: number },
): Promise<OutboxRow[]> =>
  db
    .select()
    .from(outboxMessages)
    .where(filter.recipient ? eq(outboxMessages.recipient, filter.recipient) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(filter.limit);
