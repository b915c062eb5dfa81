/**
 * Push delivery every minute (pg-boss hands each run to one worker; a failed push leaves its
 * notification for the next run). By default pushes are only recorded (push_deliveries), as SMS and
 * e-mail are by the embedded outbox, so tests and the demo see them without a push service.
 * PUSH_DELIVERY lists what really sends, comma-separated: `web-push` (the browsers' push services,
 * with the bank's VAPID keys) and `fcm` (the mobile app's FCM tokens through FCM HTTP v1, with the
 * service account key in FCM_SERVICE_ACCOUNT).
 */

import { createFcmSender, fcmServiceAccountSchema } from '../adapters/native-push/fcm-sender.ts';
import {
  type NativePushSender,
  recordingNativeSender,
  routeByPlatform,
} from '../adapters/native-push/native-push.ts';
import {
  createWebPushSender,
  deliverPushes,
  recordingSender,
} from '../modules/notifications/push-delivery.service.ts';
import type { JobDefinition } from './job-definition.ts';

export const NOTIFICATION_PUSH_QUEUE = 'notifications.push';

const deliveryModes = () =>
  new Set((process.env.PUSH_DELIVERY ?? '').split(',').map((mode) => mode.trim().toLowerCase()));

let fcmSender: NativePushSender | undefined;

/** Built once per process, so its OAuth access token is reused from one run to the next. */
const nativeSenderOf = (modes: Set<string>): NativePushSender => {
  if (!modes.has('fcm')) {
    return recordingNativeSender;
  }
  if (!fcmSender) {
    // A wrong or missing key fails the job visibly rather than pushing nothing in silence.
    const account = fcmServiceAccountSchema.parse(JSON.parse(process.env.FCM_SERVICE_ACCOUNT ?? 'null'));
    fcmSender = routeByPlatform({ FCM: createFcmSender(account) });
  }
  return fcmSender;
};

export const notificationPushJob: JobDefinition = {
  queue: NOTIFICATION_PUSH_QUEUE,
  cron: '* * * * *',
  work: async (_jobs, { database, clock }) => {
    // The job gets no configuration object; these settings are read where they are used.
    const modes = deliveryModes();
    const sender = modes.has('web-push')
      ? await createWebPushSender(database.db, process.env.PUBLIC_URL ?? 'mailto:digital@albaraka.tn')
      : recordingSender;
    return deliverPushes(database.db, sender, clock.now(), nativeSenderOf(modes));
  },
};
