/**
 * Push delivery, run by the notifications.push job: each notification not yet handled goes to the
 * Web Push subscriptions and the mobile app's device tokens (native-push-tokens.ts) of the users it
 * concerns whose preferences keep push on for its category.
 * Every push is recorded (push_deliveries, the embedded push outbox). A subscription the push service
 * says is gone (404, 410) is dropped; any other failure leaves the notification for the next run
 * (pg-boss runs the sweep again), within the hour after it was written.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type WebPush from 'web-push';
import { type NativePushSender, recordingNativeSender } from '../../adapters/native-push/native-push.ts';
import type { AppDb } from '../../db/client.ts';
import { notificationPreferences, notifications, pushSubscriptions, users } from '../../db/schema/index.ts';
import { pushToDevices } from './native-push-tokens.ts';
import type { NotificationRow } from './notifications.queries.ts';
import { payloadOf, preferenceJoin, wantsPush } from './push-audience.ts';
import { loadVapidKeys, loadWebPush } from './push-keys.ts';
import { recordPush } from './push-record.ts';

export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };
export type PushOutcome = 'SENT' | 'RECORDED' | 'GONE';
/** Sends one push; throws on a failure worth trying again. */
export type PushSender = (target: PushTarget, payload: string) => Promise<PushOutcome>;

const SWEEP_WINDOW_MS = 60 * 60 * 1000;
const BATCH = 200;

/** Embedded (the default): nothing leaves the machine; the delivery row is the record of the push. */
export const recordingSender: PushSender = async () => 'RECORDED';

type Transport = typeof WebPush.sendNotification;

/** The real Web Push protocol, signed with the bank's VAPID keys (the transport is web-push's own). */
export async function createWebPushSender(
  db: AppDb,
  subject: string,
  transport: Transport = loadWebPush().sendNotification,
): Promise<PushSender> {
  const keys = await loadVapidKeys(db);
  return async (target, payload) => {
    try {
      await transport(target, payload, {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: 24 * 3600,
      });
      return 'SENT';
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        return 'GONE';
      }
      throw error;
    }
  };
}

async function recipientsOf(db: AppDb, row: NotificationRow) {
  return db
    .select({ user: users.id, language: users.language, subscription: pushSubscriptions })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .leftJoin(notificationPreferences, preferenceJoin(row))
    .where(wantsPush(row));
}

export async function deliverPushes(
  db: AppDb,
  send: PushSender,
  now: Date,
  sendNative: NativePushSender = recordingNativeSender,
): Promise<{ pushed: number; dropped: number }> {
  const due = await db
    .select()
    .from(notifications)
    .where(
      and(
        isNull(notifications.pushedAt),
        gt(notifications.createdAt, new Date(now.getTime() - SWEEP_WINDOW_MS)),
      ),
    )
    .orderBy(notifications.createdAt)
    .limit(BATCH);
  let pushed = 0;
  let dropped = 0;
  for (const row of due) {
    let isDone = true;
    for (const { user, language, subscription } of await recipientsOf(db, row)) {
      const payload = payloadOf(row, language);
      let outcome: PushOutcome;
      try {
        outcome = await send(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(payload),
        );
      } catch {
        isDone = false;
        continue;
      }
      const isGone = await recordPush(db, {
        notificationId: row.id,
        userId: user,
        endpoint: subscription.endpoint,
        payload,
        status: outcome,
        at: now,
      });
      if (isGone) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        dropped++;
      } else {
        pushed++;
      }
    }
    const native = await pushToDevices(db, row, sendNative, now);
    pushed += native.pushed;
    dropped += native.dropped;
    isDone &&= native.isDone;
    if (isDone) {
      await db.update(notifications).set({ pushedAt: now }).where(eq(notifications.id, row.id));
    }
  }
  return { pushed, dropped };
}

export async function saveSubscription(
  db: AppDb,
  userId: string,
  input: { endpoint: string; keys: { p256dh: string; auth: string } },
  at: Date,
): Promise<true> {
  // One endpoint is one browser: signing in as someone else on it moves the subscription to them.
  await db
    .insert(pushSubscriptions)
    .values({
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      createdAt: at,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, createdAt: at },
    });
  return true;
}

export async function removeSubscriptions(db: AppDb, userId: string): Promise<true> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return true;
}
