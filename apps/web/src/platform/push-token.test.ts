import { describe, expect, it } from 'vitest';
import { createFakeDevice } from './fake-runtime';
import { createNativePlatform } from './native';
import { syncPushToken } from './push-token';
import type { DevicePushToken } from './types';

const open = (os: 'android' | 'ios' = 'android') => {
  const device = createFakeDevice(os);
  return createNativePlatform(device.runtime, { gatewayOrigin: 'https://online.albaraka.example' });
};

/** A session store the test drives by hand. */
const fakeSession = () => {
  const listeners = new Set<() => void>();
  let state = { isSignedIn: false, accessToken: null as string | null };
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    read: () => state,
    set: (next: typeof state) => {
      state = next;
      for (const listener of [...listeners]) {
        listener();
      }
    },
  };
};

describe('the device push token sent to the bank', () => {
  it('goes through secure/notification/token once a session is open and the phone has a token', async () => {
    const platform = await open('android');
    const session = fakeSession();
    const saved: DevicePushToken[] = [];
    const stop = syncPushToken(platform, session, async (token) => saved.push(token));

    await platform.requestPushPermission();
    expect(saved).toEqual([]);
    session.set({ isSignedIn: true, accessToken: 'session-1' });
    session.set({ isSignedIn: true, accessToken: 'session-1' });
    expect(saved).toEqual([{ platform: 'FCM', token: 'fcm-token-of-this-phone' }]);

    // Signed out and in again: the bank dropped the token at sign-out, so it is sent again.
    session.set({ isSignedIn: false, accessToken: null });
    session.set({ isSignedIn: true, accessToken: 'session-2' });
    expect(saved).toHaveLength(2);
    stop();
  });

  it('sends as soon as the token comes when the person is already signed in, as APNs on iOS', async () => {
    const platform = await open('ios');
    const session = fakeSession();
    session.set({ isSignedIn: true, accessToken: 'session-1' });
    const saved: DevicePushToken[] = [];
    syncPushToken(platform, session, async (token) => saved.push(token));
    expect(saved).toEqual([]);

    await platform.requestPushPermission();

    expect(saved).toEqual([{ platform: 'APNS', token: 'fcm-token-of-this-phone' }]);
  });

  it('tries again at the next change when the bank could not be reached', async () => {
    const platform = await open();
    await platform.requestPushPermission();
    const session = fakeSession();
    let attempts = 0;
    syncPushToken(platform, session, async () => {
      attempts += 1;
      if (attempts === 1) {
        throw new Error('offline');
      }
    });
    session.set({ isSignedIn: true, accessToken: 'session-1' });
    await Promise.resolve();
    session.set({ isSignedIn: true, accessToken: 'session-1' });
    expect(attempts).toBe(2);
  });
});
