/**
 * Adapts the real Capacitor plugins to NativeRuntime. Imported dynamically, and only inside a shell:
 * the browser build keeps these modules in their own chunk that a browser never downloads.
 */
import { BiometricAuth } from '@aparajita/capacitor-biometric-auth';
import { SecureStorage } from '@aparajita/capacitor-secure-storage';
import { App } from '@capacitor/app';
import { Browser } from '@capacitor/browser';
import { Device } from '@capacitor/device';
import { PushNotifications } from '@capacitor/push-notifications';
import { StatusBar, Style } from '@capacitor/status-bar';
import type { NativeRuntime } from './native-runtime';
import type { Unsubscribe } from './types';

type Handle = { remove: () => Promise<void> };

/** Capacitor's listeners arrive asynchronously; the caller gets a plain synchronous unsubscribe. */
function toUnsubscribe(handle: Promise<Handle>): Unsubscribe {
  return () => {
    handle.then((ready) => ready.remove()).catch(() => undefined);
  };
}

function registerPush(): Promise<string> {
  return new Promise((resolve, reject) => {
    const handles: Promise<Handle>[] = [];
    const stop = () => {
      for (const handle of handles) {
        toUnsubscribe(handle)();
      }
    };
    handles.push(
      PushNotifications.addListener('registration', ({ value }) => {
        stop();
        resolve(value);
      }),
      PushNotifications.addListener('registrationError', ({ error }) => {
        stop();
        reject(new Error(error));
      }),
    );
    PushNotifications.register().catch((error: unknown) => {
      stop();
      reject(error);
    });
  });
}

export async function loadNativeRuntime(os: 'android' | 'ios'): Promise<NativeRuntime> {
  await SecureStorage.setKeyPrefix('baraka_');
  return {
    os,
    onAppUrlOpen: (listener) => toUnsubscribe(App.addListener('appUrlOpen', ({ url }) => listener(url))),
    onBackButton: (listener) =>
      toUnsubscribe(App.addListener('backButton', ({ canGoBack }) => listener(canGoBack))),
    onAppStateChange: (listener) =>
      toUnsubscribe(App.addListener('appStateChange', ({ isActive }) => listener(isActive))),
    exitApp: () => App.exitApp(),
    openBrowser: (url) => Browser.open({ url, presentationStyle: 'popover' }),
    closeBrowser: () => Browser.close(),
    onBrowserFinished: (listener) => toUnsubscribe(Browser.addListener('browserFinished', listener)),
    secureGet: async (key) => {
      const value = await SecureStorage.getItem(key);
      return value ?? null;
    },
    secureSet: (key, value) => SecureStorage.setItem(key, value),
    secureRemove: (key) => SecureStorage.removeItem(key),
    checkBiometry: async () => {
      const result = await BiometricAuth.checkBiometry();
      return { isAvailable: result.isAvailable, code: String(result.code) };
    },
    authenticate: (reason) => BiometricAuth.authenticate({ reason, androidTitle: reason }),
    checkPushPermission: async () => {
      const { receive } = await PushNotifications.checkPermissions();
      return receive === 'granted' || receive === 'denied' ? receive : 'prompt';
    },
    requestPushPermission: async () => {
      const status = await PushNotifications.requestPermissions();
      return status.receive === 'granted' ? 'granted' : 'denied';
    },
    registerPush,
    setStatusBar: async ({ style, color }) => {
      await StatusBar.setStyle({ style: style === 'DARK' ? Style.Dark : Style.Light });
      if (os === 'android') {
        await StatusBar.setBackgroundColor({ color });
      }
    },
    getDeviceInfo: async () => {
      const [{ identifier }, info] = await Promise.all([Device.getId(), Device.getInfo()]);
      return { id: identifier, model: info.model, osVersion: info.osVersion };
    },
  };
}
