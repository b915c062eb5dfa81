import { describe, expect, it } from 'vitest';
import { DEVICE_KEY_STORAGE } from './device-key';
import { createFakeDevice } from './fake-runtime';
import { createNativePlatform } from './native';
import { webPlatform } from './web';

const open = async (device = createFakeDevice()) => {
  const platform = await createNativePlatform(device.runtime, {
    gatewayOrigin: 'https://online.albaraka.example',
  });
  if (!platform.deviceKeys) {
    throw new Error('The shells have a device key');
  }
  return { device, keys: platform.deviceKeys };
};

const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (char) => char.charCodeAt(0));

/** What the bank does with the public half it was given. */
const verifies = async (publicKey: string, text: string, signature: string) => {
  const key = await crypto.subtle.importKey(
    'spki',
    fromBase64url(publicKey),
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
  return crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    fromBase64url(signature),
    new TextEncoder().encode(text),
  );
};

describe('the fingerprint device key of the shells', () => {
  it('is not used in a browser, where fingerprint is a passkey', () => {
    expect(webPlatform.deviceKeys).toBeNull();
  });

  it('enrols after the biometric prompt, keeping the private key in the secure store only', async () => {
    const { device, keys } = await open();

    const enrolment = await keys.enrol('challenge-1.a1b2c3d4e5f60718', 'Register your fingerprint');

    expect(device.biometricPrompts).toEqual(['Register your fingerprint']);
    expect(enrolment).toMatchObject({ type: 'device-key', id: expect.stringMatching(/^[\w-]{22}$/) });
    expect(await verifies(enrolment.publicKey, 'challenge-1.a1b2c3d4e5f60718', enrolment.signature)).toBe(
      true,
    );
    const stored = JSON.parse(device.secureStore.get(DEVICE_KEY_STORAGE) ?? '{}');
    expect(stored.id).toBe(enrolment.id);
    expect(stored.privateKey).toMatch(/^[\w-]{100,}$/);
    const webStorage = (globalThis as { localStorage?: Storage }).localStorage;
    expect(webStorage?.getItem(DEVICE_KEY_STORAGE) ?? null).toBeNull();
  });

  it('signs a sign-in challenge with the stored key, only once the fingerprint is confirmed', async () => {
    const { device, keys } = await open();
    const enrolment = await keys.enrol('enrol.a1b2c3d4e5f60718', 'Register');

    const assertion = await keys.sign('sign-in.a1b2c3d4e5f60718', 'Confirm with your fingerprint');

    expect(assertion).toMatchObject({ type: 'device-key', id: enrolment.id });
    expect(await verifies(enrolment.publicKey, 'sign-in.a1b2c3d4e5f60718', assertion?.signature ?? '')).toBe(
      true,
    );
    expect(device.biometricPrompts).toEqual(['Register', 'Confirm with your fingerprint']);
    device.isBiometryAccepted = false;
    await expect(keys.sign('sign-in-2.a1b2c3d4e5f60718', 'Confirm')).rejects.toThrow('userCancel');
  });

  it('answers null with no key stored, without prompting, and forgets the key', async () => {
    const { device, keys } = await open();
    await expect(keys.sign('challenge', 'Confirm')).resolves.toBeNull();
    expect(device.biometricPrompts).toEqual([]);

    await keys.enrol('challenge', 'Register');
    await expect(keys.hasKey()).resolves.toBe(true);
    await keys.forget();

    expect(device.secureStore.has(DEVICE_KEY_STORAGE)).toBe(false);
    await expect(keys.hasKey()).resolves.toBe(false);
  });

  it('makes no key when the biometric prompt is refused', async () => {
    const device = createFakeDevice();
    device.isBiometryAccepted = false;
    const { keys } = await open(device);

    await expect(keys.enrol('challenge', 'Register')).rejects.toThrow('userCancel');
    expect(device.secureStore.has(DEVICE_KEY_STORAGE)).toBe(false);
  });
});
