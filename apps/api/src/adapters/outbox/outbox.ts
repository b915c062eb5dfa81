/** The outbox adapter: every SMS and e-mail the product sends goes through one `send`. */
import type { AppDb } from '../../db/client.ts';
import type { OutboxConfig } from '../../outbox-config.ts';
import { createDeliveryOutbox } from './delivery-outbox.ts';
import { insertOutboxMessage } from './outbox.queries.ts';

export type OutgoingMessage = {
  channel: 'SMS' | 'EMAIL';
  /** A phone number (8 digits, Tunisia) or an e-mail address. */
  to: string;
  subject?: string;
  body: string;
  purpose: string;
  userId?: string | null;
};

export type Outbox = {
  /** Embedded: the messages are kept and listed at GET /gateway/dev/outbox outside production. */
  kind: 'embedded' | 'delivery';
  send(message: OutgoingMessage): Promise<void>;
};

export const createEmbeddedOutbox = (db: AppDb): Outbox => ({
  kind: 'embedded',
  send: async (message) => {
    await insertOutboxMessage(db, message);
  },
});

export const createOutbox = (config: OutboxConfig, db: AppDb): Outbox =>
  config.adapter === 'embedded' ? createEmbeddedOutbox(db) : createDeliveryOutbox(config);
