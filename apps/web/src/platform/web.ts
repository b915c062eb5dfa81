/**
 * The browser's platform: the session stays in its HttpOnly cookie, sign-in leaves for the provider's
 * page, "fingerprint" is a passkey (a deliberate extension of spec §4), push is Web Push.
 */
import type { Platform, PushPermission, Unsubscribe } from './types';

/** Passkeys with the device's own authenticator (fingerprint, face, PIN): asked of the browser itself. */
async function checkPasskeys(): Promise<boolean> {
  return (
    typeof window.PublicKeyCredential === 'function' &&
    (await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable().catch(() => false))
  );
}

const canUseWebPush = () =>
  'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;

async function requestNotificationPermission(): Promise<PushPermission> {
  if (!canUseWebPush()) {
    return 'unsupported';
  }
  const answer = await Notification.requestPermission();
  return answer === 'granted' ? 'granted' : 'denied';
}

function watchVisibility(listener: (isActive: boolean) => void): Unsubscribe {
  const report = () => listener(document.visibilityState === 'visible');
  document.addEventListener('visibilitychange', report);
  return () => document.removeEventListener('visibilitychange', report);
}

function setThemeColor(color: string): void {
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', color);
}

export const webPlatform: Platform = {
  kind: 'web',
  channel: 'WEB',
  gatewayOrigin: '',
  device: null,
  saveToken: async () => undefined,
  readToken: async () => null,
  clearToken: async () => undefined,
  openSignInPage: async (authUrl) => {
    window.location.assign(authUrl);
    return null;
  },
  checkBiometry: async () => ((await checkPasskeys()) ? 'available' : 'unavailable'),
  // The passkey ceremony asks for the fingerprint itself.
  confirmBiometry: async () => true,
  deviceKeys: null,
  canAskPush: () => canUseWebPush() && Notification.permission === 'default',
  requestPushPermission: requestNotificationPermission,
  getPushToken: () => null,
  getDevicePushToken: () => null,
  onPushToken: () => () => undefined,
  setStatusBar: async ({ color }) => setThemeColor(color),
  // Browsers have no hardware back button to intercept; leaving a typed form is the page's business.
  onBackButton: () => () => undefined,
  exitApp: () => undefined,
  onAppStateChange: watchVisibility,
};
