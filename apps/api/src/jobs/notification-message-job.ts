/**
 * E-mail and SMS copies of notifications every minute, through the outbox the API uses (embedded by
 * default: kept and listed at GET /gateway/dev/outbox; OUTBOX_ADAPTER=delivery sends them).
 */
import { deliverMessages } from '../modules/notifications/message-delivery.service.ts';
import type { JobDefinition } from './job-definition.ts';

export const NOTIFICATION_MESSAGE_QUEUE = 'notifications.messages';

export const notificationMessageJob: JobDefinition = {
  queue: NOTIFICATION_MESSAGE_QUEUE,
  cron: '* * * * *',
  work: async (_jobs, { database, clock, outbox, publicUrl }) =>
    deliverMessages(database.db, outbox, publicUrl, clock.now()),
};
