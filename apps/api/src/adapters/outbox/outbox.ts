/**
 * The outbox: what the app has to tell someone by e-mail or SMS, stored with the request it is about
 * (same transaction) so a request is never saved without its message, nor a message without its request.
 * Delivery is a separate concern; until a sender is plugged in, the rows are the record of what is due.
 */
import type { AppDb } from '../../db/client.ts';
import { type OUTBOX_CHANNELS, outboxMessages } from '../../db/schema/index.ts';

export type OutboxMessage = {
  channel: (typeof OUTBOX_CHANNELS)[number];
  recipient: string;
  subject: string;
  body: string;
};

/** Pass the transaction of the request the message belongs to. */
export const enqueueOutboxMessage = async (tx: AppDb, message: OutboxMessage): Promise<void> => {
  await tx.insert(outboxMessages).values(message);
};
