/**
 * The device's push token reaches the bank through secure/notification/token (beside the Device
 * header's playerId): once a session is open and the device has a token, again for a new token or
 * a new session. The bank drops it itself on sign-out and on secure/remove.
 */
import type { DevicePushToken, Platform, Unsubscribe } from './types';

type SessionSource = {
  subscribe: (listener: () => void) => Unsubscribe;
  read: () => { isSignedIn: boolean; accessToken: string | null };
};

export function syncPushToken(
  platform: Pick<Platform, 'getDevicePushToken' | 'onPushToken'>,
  session: SessionSource,
  save: (token: DevicePushToken) => Promise<unknown>,
): Unsubscribe {
  let sent: string | null = null;
  const send = () => {
    const { isSignedIn, accessToken } = session.read();
    const token = platform.getDevicePushToken();
    if (!isSignedIn) {
      sent = null;
      return;
    }
    const key = token && `${accessToken ?? ''} ${token.platform} ${token.token}`;
    if (!token || key === sent) {
      return;
    }
    sent = key;
    save(token).catch(() => {
      // Tried again on the next change of session or token.
      sent = null;
    });
  };
  const stops = [session.subscribe(send), platform.onPushToken(send)];
  send();
  return () => {
    for (const stop of stops) {
      stop();
    }
  };
}
