/** The Capacitor shells' platform: Keychain/Keystore token, system-browser sign-in, biometrics, push, back button. */
import { createDeviceKeys } from './device-key';
import type { NativeRuntime } from './native-runtime';
import type { BiometryStatus, Platform } from './types';

export const TOKEN_KEY = 'baraka.session-token';

/** Whether `url` is the provider sending the person back to `redirectUri` (same scheme, host and path). */
export function isSignInReturn(url: string, redirectUri: string): boolean {
  try {
    const returned = new URL(url);
    const expected = new URL(redirectUri);
    return (
      returned.protocol === expected.protocol &&
      returned.host === expected.host &&
      returned.pathname.replace(/\/+$/, '') === expected.pathname.replace(/\/+$/, '')
    );
  } catch {
    return false;
  }
}

/** The parameters of a return, from its query or (some providers) its fragment. */
function readReturnParams(url: string): URLSearchParams {
  const parsed = new URL(url);
  return parsed.search ? parsed.searchParams : new URLSearchParams(parsed.hash.replace(/^#/, ''));
}

/**
 * Opens the provider's page in the system browser tab and waits for the app's URL to come back.
 * Closing the tab answers `error=access_denied`, as a provider does when the person cancels.
 */
export function waitForSignInReturn(
  runtime: NativeRuntime,
  authUrl: string,
  redirectUri: string,
): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let isSettled = false;
    const settle = (params: URLSearchParams) => {
      if (isSettled) {
        return;
      }
      isSettled = true;
      stopUrls();
      stopFinished();
      resolve(params);
    };
    const stopUrls = runtime.onAppUrlOpen((url) => {
      if (isSignInReturn(url, redirectUri)) {
        settle(readReturnParams(url));
        runtime.closeBrowser().catch(() => undefined);
      }
    });
    const stopFinished = runtime.onBrowserFinished(() =>
      // The app URL and the tab closing can arrive in either order: let the URL win.
      setTimeout(() => settle(new URLSearchParams({ error: 'access_denied' })), 300),
    );
    runtime.openBrowser(authUrl).catch((error: unknown) => {
      isSettled = true;
      stopUrls();
      stopFinished();
      reject(error);
    });
  });
}

/** Spec §4/§8: no sensor (or no screen lock) → ALERT_CHANNEL_FIP; a sensor with nothing enrolled → FIP_ENROLL. */
export function readBiometryStatus(check: { isAvailable: boolean; code: string }): BiometryStatus {
  if (check.isAvailable) {
    return 'available';
  }
  return check.code === 'biometryNotEnrolled' ? 'not-enrolled' : 'unavailable';
}

export type NativeOptions = { gatewayOrigin: string };

export async function createNativePlatform(
  runtime: NativeRuntime,
  { gatewayOrigin }: NativeOptions,
): Promise<Platform> {
  const [info, pushPermission] = await Promise.all([
    runtime.getDeviceInfo().catch(() => null),
    runtime.checkPushPermission().catch(() => 'denied' as const),
  ]);
  let pushToken: string | null = null;
  const pushListeners = new Set<() => void>();
  const setPushToken = (token: string | null) => {
    pushToken = token;
    if (token) {
      for (const listener of [...pushListeners]) {
        listener();
      }
    }
  };
  let canAskPush = pushPermission === 'prompt';
  if (pushPermission === 'granted') {
    // Allowed at an earlier start: register again, so the token (which may change) is current.
    runtime.registerPush().then(setPushToken, () => undefined);
  }
  return {
    kind: 'native',
    channel: 'MOB',
    gatewayOrigin,
    device: info && {
      os: runtime.os === 'ios' ? 'iOS' : 'Android',
      version: info.osVersion.slice(0, 64),
      deviceType: info.model.slice(0, 64) || 'phone',
      deviceId: info.id,
    },
    saveToken: (token) => runtime.secureSet(TOKEN_KEY, token),
    readToken: () => runtime.secureGet(TOKEN_KEY).catch(() => null),
    clearToken: () => runtime.secureRemove(TOKEN_KEY).catch(() => undefined),
    openSignInPage: (authUrl, redirectUri) => waitForSignInReturn(runtime, authUrl, redirectUri),
    checkBiometry: async () =>
      readBiometryStatus(await runtime.checkBiometry().catch(() => ({ isAvailable: false, code: '' }))),
    confirmBiometry: (reason) =>
      runtime.authenticate(reason).then(
        () => true,
        () => false,
      ),
    deviceKeys: createDeviceKeys(runtime),
    canAskPush: () => canAskPush,
    requestPushPermission: async () => {
      canAskPush = false;
      if ((await runtime.requestPushPermission()) !== 'granted') {
        return 'denied';
      }
      setPushToken(await runtime.registerPush().catch(() => null));
      return 'granted';
    },
    getPushToken: () => pushToken,
    // Capacitor hands Android an FCM token and iOS the APNs device token.
    getDevicePushToken: () =>
      pushToken ? { platform: runtime.os === 'ios' ? 'APNS' : 'FCM', token: pushToken } : null,
    onPushToken: (listener) => {
      pushListeners.add(listener);
      return () => {
        pushListeners.delete(listener);
      };
    },
    setStatusBar: ({ isDark, color }) =>
      // Capacitor's DARK style means light text, for a dark or coloured bar.
      runtime.setStatusBar({ style: isDark ? 'DARK' : 'LIGHT', color }),
    onBackButton: (handle) => runtime.onBackButton(handle),
    exitApp: () => {
      runtime.exitApp().catch(() => undefined);
    },
    onAppStateChange: (listener) => runtime.onAppStateChange(listener),
  };
}
