/** The one interface features call for what differs between the browser and the Capacitor shells. */
import type { DeviceKeys } from './device-key';

export type Unsubscribe = () => void;

/** Fingerprint sign-in (spec §4): usable, no sensor or channel (FIP.ALERT_CHANNEL_FIP), or nothing enrolled. */
export type BiometryStatus = 'available' | 'unavailable' | 'not-enrolled';

export type PushPermission = 'granted' | 'denied' | 'unsupported';

/** The device token as secure/notification/token takes it: FCM on Android, APNs on iOS. */
export type DevicePushToken = { platform: 'FCM' | 'APNS'; token: string };

/** What the device tells the bank in the `Device` header (spec §3), beside what the app knows itself. */
export type DeviceFacts = { os: string; version: string; deviceType: string; deviceId: string | null };

export type Platform = {
  kind: 'web' | 'native';
  /** Spec §7 `Channel`: MOB inside the shells, WEB in a browser. */
  channel: 'WEB' | 'MOB';
  /** Where `/gateway/…` lives: '' (same origin) in the browser, the bank's address in the shells. */
  gatewayOrigin: string;
  device: DeviceFacts | null;
  /** The mobile channel's Bearer token: Keychain / Keystore on devices; the web keeps none (cookie). */
  saveToken: (token: string) => Promise<void>;
  readToken: () => Promise<string | null>;
  clearToken: () => Promise<void>;
  /**
   * Opens the provider's sign-in page. The browser leaves for it (resolves null); a shell opens it in
   * the system browser tab and resolves with the parameters it came back with through the app's URL.
   */
  openSignInPage: (authUrl: string, redirectUri: string) => Promise<URLSearchParams | null>;
  checkBiometry: () => Promise<BiometryStatus>;
  /** Asks for the fingerprint (or face); false when the person cancels or it fails. */
  confirmBiometry: (reason: string) => Promise<boolean>;
  /**
   * The shells' fingerprint credential: a key in the Keychain / Keystore used after the biometric
   * prompt. Null in a browser, where fingerprint is a passkey.
   */
  deviceKeys: DeviceKeys | null;
  /** Whether asking for notifications would show the system prompt (not yet answered, supported). */
  canAskPush: () => boolean;
  /** The system's notification permission; on devices also registers with FCM / APNs. */
  requestPushPermission: () => Promise<PushPermission>;
  /** The FCM / APNs token once registered (devices only). */
  getPushToken: () => string | null;
  /** The same token with the service it belongs to, for the bank's push registration. */
  getDevicePushToken: () => DevicePushToken | null;
  /** Called when the device is given a (new) push token; never on the web. */
  onPushToken: (listener: () => void) => Unsubscribe;
  setStatusBar: (options: { isDark: boolean; color: string }) => Promise<void>;
  /** The hardware back button (Android): `handle` decides; without a listener the app goes back. */
  onBackButton: (handle: (canGoBack: boolean) => void) => Unsubscribe;
  exitApp: () => void;
  /** The app goes to the background (false) or comes back (true); a hidden tab on the web. */
  onAppStateChange: (listener: (isActive: boolean) => void) => Unsubscribe;
};
