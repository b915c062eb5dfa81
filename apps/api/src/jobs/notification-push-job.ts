/**
 * Web Push delivery every minute (pg-boss hands each run to one worker; a failed push leaves its
 * notification for the next run). PUSH_DELIVERY=web-push sends through the browsers' push services
 * with the bank's VAPID keys; by default pushes are only recorded (push_deliveries), as SMS and
 * e-mail are by the embedded outbox, so tests and the demo see them without a push service.
 */
import {
  createWebPushSender,
  deliverPushes,
  recordingSender,
} from '../modules/notifications/push-delivery.service.ts';
import type { JobDefinition } from './job-definition.ts';

export const NOTIFICATION_PUSH_QUEUE = 'notifications.push';

export const notificationPushJob: JobDefinition = {
  queue: NOTIFICATION_PUSH_QUEUE,
  cron: '* * * * *',
  work: async (_jobs, { database, clock }) => {
    // The job gets no configuration object; these two settings are read where they are used.
    const sender =
      process.env.PUSH_DELIVERY === 'web-push'
        ? await createWebPushSender(database.db, process.env.PUBLIC_URL ?? 'mailto:digital@albaraka.tn')
        : recordingSender;
    return deliverPushes(database.db, sender, clock.now());
  },
};
