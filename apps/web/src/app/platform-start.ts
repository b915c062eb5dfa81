/**
 * Starts the platform before the first request: inside a shell every call then goes out as the
 * mobile channel, the Bearer token kept in the secure store is read back and followed, and the
 * device's push token is registered with the bank for the signed-in person.
 */
import { getSession, isSignedIn, subscribeSession } from '../lib/session-store';
import { initPlatform } from '../platform';
import { syncPushToken } from '../platform/push-token';
import { restoreToken, syncSessionToken } from '../platform/session-token';

export async function startPlatform(): Promise<void> {
  const platform = await initPlatform();
  if (platform.kind !== 'native') {
    return;
  }
  await restoreToken(platform);
  const session = {
    subscribe: subscribeSession,
    read: () => ({ isSignedIn: isSignedIn(), accessToken: getSession().accessToken }),
  };
  syncSessionToken(platform, session);
  // Loaded inside the shells only: the browser's start stays free of the calls' schemas.
  const { saveDevicePushToken } = await import('../features/notifications/api/push-subscription');
  syncPushToken(platform, session, saveDevicePushToken);
}
