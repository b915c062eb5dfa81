/**
 * What the Capacitor implementation needs from the device, as plain functions: the real plugins are
 * adapted to it in load-native-runtime.ts, and the unit tests hand in a fake device instead.
 */
import type { Unsubscribe } from './types';

export type BiometryCheck = {
  isAvailable: boolean;
  /** The plugin's reason code: 'biometryNotEnrolled', 'biometryNotAvailable', 'passcodeNotSet', … */
  code: string;
};

export type NativeRuntime = {
  os: 'android' | 'ios';
  onAppUrlOpen: (listener: (url: string) => void) => Unsubscribe;
  onBackButton: (listener: (canGoBack: boolean) => void) => Unsubscribe;
  onAppStateChange: (listener: (isActive: boolean) => void) => Unsubscribe;
  exitApp: () => Promise<void>;
  openBrowser: (url: string) => Promise<void>;
  closeBrowser: () => Promise<void>;
  /** The person closed the browser tab themselves. */
  onBrowserFinished: (listener: () => void) => Unsubscribe;
  secureGet: (key: string) => Promise<string | null>;
  secureSet: (key: string, value: string) => Promise<void>;
  secureRemove: (key: string) => Promise<void>;
  checkBiometry: () => Promise<BiometryCheck>;
  /** Rejects when the person cancels or the check fails. */
  authenticate: (reason: string) => Promise<void>;
  /** What the person answered before: 'prompt' when the system has not asked yet. */
  checkPushPermission: () => Promise<'granted' | 'denied' | 'prompt'>;
  /** The permission the person gave ('prompt' asks the system dialog first). */
  requestPushPermission: () => Promise<'granted' | 'denied'>;
  /** Registers with FCM / APNs; resolves with the token. */
  registerPush: () => Promise<string>;
  setStatusBar: (options: { style: 'DARK' | 'LIGHT'; color: string }) => Promise<void>;
  getDeviceInfo: () => Promise<{ id: string; model: string; osVersion: string }>;
};
