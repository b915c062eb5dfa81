/** A fake Capacitor device for the unit tests: records what the app asks and lets a test act as the OS. */
import type { BiometryCheck, NativeRuntime } from './native-runtime';

type Listener<T> = (value: T) => void;

function createChannel<T>() {
  const listeners = new Set<Listener<T>>();
  return {
    listen: (listener: Listener<T>) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit: (value: T) => {
      for (const listener of [...listeners]) {
        listener(value);
      }
    },
    count: () => listeners.size,
  };
}

export type FakeDevice = {
  runtime: NativeRuntime;
  /** The Keychain / Keystore. */
  secureStore: Map<string, string>;
  openedUrls: string[];
  browserCloses: number;
  exits: number;
  statusBar: { style: 'DARK' | 'LIGHT'; color: string } | null;
  biometry: BiometryCheck;
  /** The reasons shown by each biometric prompt. */
  biometricPrompts: string[];
  /** Whether the person passes the next biometric prompts (false: cancelled or not recognised). */
  isBiometryAccepted: boolean;
  pushAnswer: 'granted' | 'denied';
  /** What the system remembers from an earlier question. */
  pushPermission: 'granted' | 'denied' | 'prompt';
  /** What happens when the system browser opens a page (a fake provider). */
  onBrowserOpen: (url: string) => void;
  openAppUrl: (url: string) => void;
  closeBrowserByHand: () => void;
  pressBack: (canGoBack: boolean) => void;
  setActive: (isActive: boolean) => void;
  appUrlListeners: () => number;
};

export function createFakeDevice(os: 'android' | 'ios' = 'android'): FakeDevice {
  const appUrls = createChannel<string>();
  const backButton = createChannel<boolean>();
  const appState = createChannel<boolean>();
  const browserFinished = createChannel<undefined>();
  const device: FakeDevice = {
    secureStore: new Map(),
    openedUrls: [],
    browserCloses: 0,
    exits: 0,
    statusBar: null,
    biometry: { isAvailable: true, code: '' },
    biometricPrompts: [],
    isBiometryAccepted: true,
    pushAnswer: 'granted',
    pushPermission: 'prompt',
    onBrowserOpen: () => undefined,
    openAppUrl: appUrls.emit,
    closeBrowserByHand: () => browserFinished.emit(undefined),
    pressBack: backButton.emit,
    setActive: appState.emit,
    appUrlListeners: appUrls.count,
    runtime: {
      os,
      onAppUrlOpen: appUrls.listen,
      onBackButton: backButton.listen,
      onAppStateChange: appState.listen,
      exitApp: async () => {
        device.exits += 1;
      },
      openBrowser: async (url) => {
        device.openedUrls.push(url);
        // The page loads after the call returns, as in the real plugin.
        setTimeout(() => device.onBrowserOpen(url), 0);
      },
      closeBrowser: async () => {
        device.browserCloses += 1;
      },
      onBrowserFinished: (listener) => browserFinished.listen(() => listener()),
      secureGet: async (key) => device.secureStore.get(key) ?? null,
      secureSet: async (key, value) => {
        device.secureStore.set(key, value);
      },
      secureRemove: async (key) => {
        device.secureStore.delete(key);
      },
      checkBiometry: async () => device.biometry,
      authenticate: async (reason) => {
        if (!device.biometry.isAvailable) {
          throw new Error(device.biometry.code);
        }
        device.biometricPrompts.push(reason);
        if (!device.isBiometryAccepted) {
          throw new Error('userCancel');
        }
      },
      checkPushPermission: async () => device.pushPermission,
      requestPushPermission: async () => device.pushAnswer,
      registerPush: async () => 'fcm-token-of-this-phone',
      setStatusBar: async (options) => {
        device.statusBar = options;
      },
      getDeviceInfo: async () => ({ id: 'a1b2c3d4e5f60718', model: 'Pixel 8', osVersion: '14' }),
    },
  };
  return device;
}
