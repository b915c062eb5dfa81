/**
 * Starts the platform before the first request: inside a shell every call then goes out as the
 * mobile channel, and the Bearer token kept in the secure store is read back and followed.
 */
import { getSession, isSignedIn, subscribeSession } from '../lib/session-store';
import { initPlatform } from '../platform';
import { restoreToken, syncSessionToken } from '../platform/session-token';

export async function startPlatform(): Promise<void> {
  const platform = await initPlatform();
  if (platform.kind !== 'native') {
    return;
  }
  await restoreToken(platform);
  syncSessionToken(platform, {
    subscribe: subscribeSession,
    read: () => ({ isSignedIn: isSignedIn(), accessToken: getSession().accessToken }),
  });
}
