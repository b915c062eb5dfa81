/**
 * The mobile app's device tokens (FCM / APNs): saved per user and device by
 * secure/notification/token, removed by secure/remove and by signing out of the device, pushed to
 * by the notifications.push job through a NativePushSender.
 */
import type { NativePushTokenInput } from '@baraka/contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { NativePushSender } from '../../adapters/native-push/native-push.ts';
import type { AppDb } from '../../db/client.ts';
import { nativePushTokens, notificationPreferences, users } from '../../db/schema/index.ts';
import type { NotificationRow } from './notifications.queries.ts';
import { payloadOf, preferenceJoin, wantsPush } from './push-audience.ts';
import { recordPush } from './push-record.ts';

const sameDevice = (deviceId: string | null) =>
  deviceId === null ? isNull(nativePushTokens.deviceId) : eq(nativePushTokens.deviceId, deviceId);

export async function saveNativeToken(
  db: AppDb,
  userId: string,
  deviceId: string | null,
  input: NativePushTokenInput,
  at: Date,
): Promise<true> {
  await db.transaction(async (tx) => {
    // The system gave the app a new token: the device's previous one is stale.
    if (deviceId !== null) {
      await tx
        .delete(nativePushTokens)
        .where(
          and(
            eq(nativePushTokens.userId, userId),
            sameDevice(deviceId),
            ne(nativePushTokens.token, input.token),
          ),
        );
    }
    // One token is one app install: signing in as someone else there moves it to them.
    await tx
      .insert(nativePushTokens)
      .values({ userId, deviceId, platform: input.platform, token: input.token, createdAt: at })
      .onConflictDoUpdate({
        target: nativePushTokens.token,
        set: { userId, deviceId, platform: input.platform, createdAt: at },
      });
  });
  return true;
}

/** secure/remove: every device of the user; sign-out: the device signed out of. */
export async function removeNativeTokens(
  db: AppDb,
  userId: string,
  device?: { deviceId: string | null },
): Promise<void> {
  await db
    .delete(nativePushTokens)
    .where(and(eq(nativePushTokens.userId, userId), device ? sameDevice(device.deviceId) : undefined));
}

const targetName = (platform: string, token: string) => `${platform.toLowerCase()}:${token}`;

/** One notification to its users' devices; a token FCM calls unregistered is dropped. */
export async function pushToDevices(db: AppDb, row: NotificationRow, send: NativePushSender, now: Date) {
  const recipients = await db
    .select({ user: users.id, language: users.language, device: nativePushTokens })
    .from(nativePushTokens)
    .innerJoin(users, eq(users.id, nativePushTokens.userId))
    .leftJoin(notificationPreferences, preferenceJoin(row))
    .where(wantsPush(row));
  let pushed = 0;
  let dropped = 0;
  let isDone = true;
  for (const { user, language, device } of recipients) {
    const payload = payloadOf(row, language);
    const platform = device.platform === 'APNS' ? 'APNS' : 'FCM';
    let outcome: Awaited<ReturnType<NativePushSender>>;
    try {
      outcome = await send(
        { platform, token: device.token },
        {
          title: payload.title,
          body: payload.body,
          data: { id: payload.id, ...(payload.link ? { link: payload.link } : {}) },
        },
      );
    } catch {
      isDone = false;
      continue;
    }
    const isGone = await recordPush(db, {
      notificationId: row.id,
      userId: user,
      endpoint: targetName(device.platform, device.token),
      payload,
      status: outcome,
      at: now,
    });
    if (isGone) {
      await db.delete(nativePushTokens).where(eq(nativePushTokens.id, device.id));
      dropped++;
    } else {
      pushed++;
    }
  }
  return { pushed, dropped, isDone };
}
