/**
 * GET dev/outbox: the messages the embedded outbox kept (one-time codes...), newest first, so a
 * person or a test can read them. Never registered in production or with a delivering outbox.
 */
import { listEnvelope, type OutboxMessage, outboxMessageSchema, outboxQuerySchema } from '@baraka/contracts';
import { listOutboxMessages, type OutboxRow } from '../../adapters/outbox/outbox.queries.ts';
import { list } from '../../plugins/envelope.ts';
import { defineModule } from '../module.ts';

const toMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  channel: row.channel === 'EMAIL' ? 'EMAIL' : 'SMS',
  recipient: row.recipient,
  subject: row.subject,
  body: row.body,
  purpose: row.purpose,
  createdAt: row.createdAt.toISOString(),
});

export const devModule = defineModule('dev', async (app, deps) => {
  if (deps.config.nodeEnv === 'production' || deps.outbox.kind !== 'embedded') {
    return;
  }
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages kept by the embedded outbox (development and tests only)',
        querystring: outboxQuerySchema,
        response: { 200: listEnvelope(outboxMessageSchema) },
      },
      config: { rateLimit: false },
    },
    async (request) => {
      const rows = await listOutboxMessages(deps.database.db, {
        recipient: request.query.to,
        limit: request.query.limit,
      });
      return list(rows.map(toMessage));
    },
  );
});
