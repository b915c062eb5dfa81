/**
 * The dev area's call (`devEndpoints` in @baraka/contracts): the messages the embedded outbox kept
 * (one-time codes...), newest first, so a person or a test can read them. Never registered in
 * production or with a delivering outbox.
 */
import { devEndpoints, type OutboxMessage } from '@baraka/contracts';
import { listOutboxMessages, type OutboxRow } from '../../adapters/outbox/outbox.queries.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
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
  serve(
    app,
    devEndpoints.outbox,
    async (request) => {
      const rows = await listOutboxMessages(deps.database.db, {
        recipient: request.query.to,
        limit: request.query.limit,
      });
      return rows.map(toMessage);
    },
    { rateLimit: false },
  );
});
