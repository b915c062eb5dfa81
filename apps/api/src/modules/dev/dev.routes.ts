/**
 * The dev area's calls (`devEndpoints` in @baraka/contracts): the messages the embedded outbox kept
 * (one-time codes...), newest first, so a person or a test can read them (not with a delivering
 * outbox); and a background job handed to the queue now, which whichever replica's worker takes
 * runs as it would at its scheduled minute; and a running offer announced to the customers (PROMOS).
 * Never registered in production.
 */
import { devEndpoints, type OutboxMessage } from '@baraka/contracts';
import { listOutboxMessages, type OutboxRow } from '../../adapters/outbox/outbox.queries.ts';
import { JOBS } from '../../jobs/index.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { defineModule } from '../module.ts';
import { announceOffer } from '../notifications/index.ts';

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
  if (deps.config.nodeEnv === 'production') {
    return;
  }
  const queues = new Set(JOBS.map((job) => job.queue));
  serve(app, devEndpoints.runJob, async (request) => {
    if (!queues.has(request.body.queue)) {
      throw new AppError('NOT_FOUND', { message: `no background job named ${request.body.queue}` });
    }
    const jobId = await deps.queue.send(request.body.queue, {});
    if (jobId === null) {
      throw new AppError('SERVICE_UNAVAILABLE', { message: 'the queue refused the job' });
    }
    return { jobId };
  });
  serve(app, devEndpoints.announceOffer, async (request) =>
    announceOffer(deps.database.db, request.body.offerId, deps.clock.now()),
  );
  if (deps.outbox.kind !== 'embedded') {
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
