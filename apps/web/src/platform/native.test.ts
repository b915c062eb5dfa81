import { describe, expect, it } from 'vitest';
import { createFakeDevice } from './fake-runtime';
import {
  createNativePlatform,
  isSignInReturn,
  readBiometryStatus,
  TOKEN_KEY,
  waitForSignInReturn,
} from './native';

const REDIRECT = 'tn.albaraka.baraka://auth/callback';
const open = (device = createFakeDevice()) =>
  createNativePlatform(device.runtime, { gatewayOrigin: 'https://online.albaraka.example' });

describe('the Capacitor platform', () => {
  it('speaks as the mobile channel and describes the phone', async () => {
    const platform = await open();
    expect(platform.channel).toBe('MOB');
    expect(platform.gatewayOrigin).toBe('https://online.albaraka.example');
    expect(platform.device).toEqual({
      os: 'Android',
      version: '14',
      deviceType: 'Pixel 8',
      deviceId: 'a1b2c3d4e5f60718',
    });
  });

  it('keeps the Bearer token in the secure store, never in web storage', async () => {
    const device = createFakeDevice();
    const platform = await open(device);
    await platform.saveToken('opaque-session-token');
    expect(device.secureStore.get(TOKEN_KEY)).toBe('opaque-session-token');
    const webStorage = (globalThis as { localStorage?: Storage }).localStorage;
    expect(webStorage?.getItem(TOKEN_KEY) ?? null).toBeNull();
    await expect(platform.readToken()).resolves.toBe('opaque-session-token');
    await platform.clearToken();
    expect(device.secureStore.has(TOKEN_KEY)).toBe(false);
    await expect(platform.readToken()).resolves.toBeNull();
  });

  it('registers for push only once the person allowed it, and reports the token', async () => {
    const device = createFakeDevice();
    const platform = await open(device);
    expect(platform.canAskPush()).toBe(true);
    device.pushAnswer = 'denied';
    await expect(platform.requestPushPermission()).resolves.toBe('denied');
    expect(platform.getPushToken()).toBeNull();
    device.pushAnswer = 'granted';
    await expect(platform.requestPushPermission()).resolves.toBe('granted');
    expect(platform.getPushToken()).toBe('fcm-token-of-this-phone');
    expect(platform.canAskPush()).toBe(false);
  });

  it('does not explain push again to a phone that already answered, and re-registers one that allowed it', async () => {
    const refused = createFakeDevice();
    refused.pushPermission = 'denied';
    expect((await open(refused)).canAskPush()).toBe(false);
    const allowed = createFakeDevice();
    allowed.pushPermission = 'granted';
    const platform = await open(allowed);
    expect(platform.canAskPush()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(platform.getPushToken()).toBe('fcm-token-of-this-phone');
  });

  it('gives the status bar light text on a coloured header', async () => {
    const device = createFakeDevice();
    await (await open(device)).setStatusBar({ isDark: true, color: '#F17030' });
    expect(device.statusBar).toEqual({ style: 'DARK', color: '#F17030' });
  });
});

describe('biometrics (spec §4 fingerprint sign-in, §8 alerts)', () => {
  it('maps the sensor check onto the two alerts', () => {
    expect(readBiometryStatus({ isAvailable: true, code: '' })).toBe('available');
    expect(readBiometryStatus({ isAvailable: false, code: 'biometryNotEnrolled' })).toBe('not-enrolled');
    expect(readBiometryStatus({ isAvailable: false, code: 'biometryNotAvailable' })).toBe('unavailable');
    expect(readBiometryStatus({ isAvailable: false, code: 'passcodeNotSet' })).toBe('unavailable');
  });

  it('reports a phone without a sensor, one with no finger enrolled, and a failing plugin', async () => {
    const device = createFakeDevice();
    const platform = await open(device);
    device.biometry = { isAvailable: false, code: 'biometryNotAvailable' };
    await expect(platform.checkBiometry()).resolves.toBe('unavailable');
    device.biometry = { isAvailable: false, code: 'biometryNotEnrolled' };
    await expect(platform.checkBiometry()).resolves.toBe('not-enrolled');
    await expect(platform.confirmBiometry('Sign in')).resolves.toBe(false);
    device.runtime.checkBiometry = () => Promise.reject(new Error('plugin missing'));
    await expect(platform.checkBiometry()).resolves.toBe('unavailable');
  });
});

describe('sign-in in the system browser', () => {
  it('recognises the return by scheme, host and path only', () => {
    expect(isSignInReturn(`${REDIRECT}?code=abc&state=xyz`, REDIRECT)).toBe(true);
    expect(isSignInReturn('tn.albaraka.baraka://notifications/42', REDIRECT)).toBe(false);
    expect(isSignInReturn('https://evil.example/auth/callback?code=abc', REDIRECT)).toBe(false);
    expect(isSignInReturn('not a url', REDIRECT)).toBe(false);
  });

  it('ignores other app links, then closes the tab and hands back the parameters', async () => {
    const device = createFakeDevice();
    device.onBrowserOpen = () => {
      device.openAppUrl('tn.albaraka.baraka://notifications/42');
      device.openAppUrl(`${REDIRECT}?code=the-code&state=the-state`);
    };
    const params = await waitForSignInReturn(device.runtime, 'https://idp.example/auth?x=1', REDIRECT);
    expect(device.openedUrls).toEqual(['https://idp.example/auth?x=1']);
    expect(params.get('code')).toBe('the-code');
    expect(params.get('state')).toBe('the-state');
    expect(device.browserCloses).toBe(1);
    expect(device.appUrlListeners()).toBe(0);
  });

  it('answers access_denied when the person closes the tab', async () => {
    const device = createFakeDevice();
    device.onBrowserOpen = () => device.closeBrowserByHand();
    const params = await waitForSignInReturn(device.runtime, 'https://idp.example/auth', REDIRECT);
    expect(params.get('error')).toBe('access_denied');
    expect(device.appUrlListeners()).toBe(0);
  });
});

describe('which shell the app runs in', () => {
  it('is native only when the Capacitor bridge says so', async () => {
    const { detectNativeShell } = await import('./index');
    expect(detectNativeShell({})).toBeNull();
    expect(
      detectNativeShell({ Capacitor: { isNativePlatform: () => false, getPlatform: () => 'web' } }),
    ).toBeNull();
    expect(detectNativeShell({ Capacitor: { isNativePlatform: () => true, getPlatform: () => 'ios' } })).toBe(
      'ios',
    );
  });
});
