import { describe, expect, it } from 'vitest';
import { createFakeDevice } from './fake-runtime';
import { createNativePlatform, TOKEN_KEY } from './native';
import { getRestoredToken, restoreToken, syncSessionToken } from './session-token';

function createSessionSource() {
  const listeners = new Set<() => void>();
  let state = { isSignedIn: false, accessToken: null as string | null };
  return {
    source: {
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      read: () => state,
    },
    set: (next: typeof state) => {
      state = next;
      for (const listener of listeners) {
        listener();
      }
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the Bearer token on a device', () => {
  it('is saved when a session opens and erased when it ends', async () => {
    const device = createFakeDevice();
    const platform = await createNativePlatform(device.runtime, { gatewayOrigin: '' });
    const session = createSessionSource();
    const stop = syncSessionToken(platform, session.source);
    session.set({ isSignedIn: true, accessToken: 'token-1' });
    await settle();
    expect(device.secureStore.get(TOKEN_KEY)).toBe('token-1');
    session.set({ isSignedIn: false, accessToken: null });
    await settle();
    expect(device.secureStore.has(TOKEN_KEY)).toBe(false);
    stop();
  });

  it('comes back after a restart, and is dropped when the server no longer knows it', async () => {
    const device = createFakeDevice();
    device.secureStore.set(TOKEN_KEY, 'token-before-restart');
    const platform = await createNativePlatform(device.runtime, { gatewayOrigin: '' });
    await expect(restoreToken(platform)).resolves.toBe('token-before-restart');
    expect(getRestoredToken()).toBe('token-before-restart');
    const session = createSessionSource();
    const stop = syncSessionToken(platform, session.source);
    // The session call refused it: the store says "anonymous" again.
    session.set({ isSignedIn: false, accessToken: null });
    await settle();
    expect(getRestoredToken()).toBeNull();
    expect(device.secureStore.has(TOKEN_KEY)).toBe(false);
    stop();
  });
});
