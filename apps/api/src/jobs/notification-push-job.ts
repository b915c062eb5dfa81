/**
 * Push delivery every minute (pg-boss hands each run to one worker; a failed push leaves its
 * notification for the next run). By default pushes are only recorded (push_deliveries), as SMS and
 * e-mail are by the embedded outbox, so tests and the demo see them without a push service.
 * PUSH_DELIVERY lists what really sends, comma-separated: `web-push` (the browsers' push services,
 * with the bank's VAPID keys), `fcm` (the mobile app's FCM tokens through FCM HTTP v1, with the
 * service account key in FCM_SERVICE_ACCOUNT) and `apns` (the iOS app's APNs tokens, with the
 * APNS_* settings).
 */

import { apnsConfigFromEnv, createApnsSender } from '../adapters/native-push/apns-sender.ts';
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

let nativeSender: NativePushSender | undefined;

/**
 * Built once per process, so FCM's access token, APNs' provider token and its HTTP/2 connection are
 * reused from one run to the next. A wrong or missing key fails the job visibly rather than pushing
 * nothing in silence.
 */
const nativeSenderOf = (modes: Set<string>): NativePushSender => {
  if (!modes.has('fcm') && !modes.has('apns')) {
    return recordingNativeSender;
  }
  if (!nativeSender) {
    nativeSender = routeByPlatform({
      ...(modes.has('fcm')
        ? {
            FCM: createFcmSender(
              fcmServiceAccountSchema.parse(JSON.parse(process.env.FCM_SERVICE_ACCOUNT ?? 'null')),
            ),
          }
        : {}),
      ...(modes.has('apns') ? { APNS: createApnsSender(apnsConfigFromEnv(process.env)) } : {}),
    });
  }
  return nativeSender;
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
