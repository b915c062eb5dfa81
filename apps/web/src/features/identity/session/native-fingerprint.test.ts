/**
 * Fingerprint sign-in inside the mobile shell (spec §4), against a fake device and a fake gateway:
 * the biometric alerts, enrolment of the device key, and sign-in signing the FIP.600 challenge
 * with the device's id; a phone whose key is gone is sent back to enrolment.
 */
import { webcrypto } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enrolFingerprint, getFingerprintUsername } from '../../../lib/fingerprint';
import { endSession, getSession } from '../../../lib/session-store';
import { STORAGE_KEYS } from '../../../lib/storage';
import { setPlatform } from '../../../platform';
import { DEVICE_KEY_STORAGE } from '../../../platform/device-key';
import { createFakeDevice, type FakeDevice } from '../../../platform/fake-runtime';
import { createNativePlatform } from '../../../platform/native';
import { envelope, LOGIN_RESULT, stubShellGlobals } from '../../../platform/testing-shell';
import { webPlatform } from '../../../platform/web';
import { loginWithFingerprint } from './fingerprint-login';

const GATEWAY = 'https://online.albaraka.example';
const DEVICE_ID = 'a1b2c3d4e5f60718';
const CHALLENGE_KEY = 'fip-challenge-key-0000000001';

const challengeAnswer = (challenge: string) =>
  new Response(
    JSON.stringify({
      header: { statusCode: 'FIP.600', errorMsg: 'Confirm', messageType: 'WARNING' },
      body: {
        type: 'OBJECT_RESPONSE',
        result: {
          challengeKey: CHALLENGE_KEY,
          step: 'FIP.600',
          serviceName: 'LOGIN',
          processName: 'CREATE',
          channel: null,
          maskedDestination: null,
          expiresAt: null,
          resendAvailableAt: null,
          attemptsLeft: null,
          termsVersion: null,
          question: null,
          questions: null,
          hasFallback: false,
          publicKey: { challenge, allowCredentials: [], userVerification: 'required' },
        },
      },
    }),
    { status: 202, headers: { 'content-type': 'application/json' } },
  );

type Sent = { url: string; body: Record<string, unknown> | null };

let device: FakeDevice;
let localStorage: Storage;
let sent: Sent[];
/** The bank's copy of the public half, as activate received it. */
let bankKey: CryptoKey | null;

const verifies = async (signature: string, text: string) =>
  bankKey !== null &&
  webcrypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    bankKey,
    Buffer.from(signature, 'base64url'),
    new TextEncoder().encode(text),
  );

beforeEach(async () => {
  device = createFakeDevice();
  sent = [];
  bankKey = null;
  localStorage = stubShellGlobals().localStorage;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    sent.push({ url, body });
    const path = url.slice(`${GATEWAY}/gateway/`.length);
    if (path === 'secure/api/user/generateFingerPin') {
      return envelope({ challengeKey: CHALLENGE_KEY, options: { challenge: 'ZW5yb2wtY2hhbGxlbmdl' } });
    }
    if (path === 'secure/fingerPrint/challenge/activate') {
      const response = body?.response as { publicKey: string };
      bankKey = await webcrypto.subtle.importKey(
        'spki',
        Buffer.from(response.publicKey, 'base64url'),
        { name: 'ECDSA', namedCurve: 'P-256' },
        false,
        ['verify'],
      );
      return envelope({
        responseId: 'r',
        key: CHALLENGE_KEY,
        serviceName: 'FINGERPRINT',
        processName: 'CREATE',
      });
    }
    if (path === 'loginFingerPrint') {
      return challengeAnswer('c2lnbi1pbi1jaGFsbGVuZ2U');
    }
    if (path === 'fingerPrint/challenge/validateAndContinue') {
      return envelope({
        responseId: 'r',
        key: CHALLENGE_KEY,
        serviceName: 'LOGIN',
        processName: 'CREATE',
        genericResponse: LOGIN_RESULT,
      });
    }
    return new Response('{}', { status: 404 });
  });
  setPlatform(await createNativePlatform(device.runtime, { gatewayOrigin: GATEWAY }));
});

afterEach(() => {
  endSession();
  setPlatform(webPlatform);
  vi.unstubAllGlobals();
});

describe('fingerprint sign-in in the mobile shell', () => {
  it('answers ALERT_CHANNEL_FIP without a sensor and FIP_ENROLL with no finger enrolled', async () => {
    device.biometry = { isAvailable: false, code: 'biometryNotAvailable' };
    await expect(loginWithFingerprint()).resolves.toEqual({ status: 'unavailable' });
    device.biometry = { isAvailable: false, code: 'biometryNotEnrolled' };
    await expect(loginWithFingerprint()).resolves.toEqual({ status: 'not-enrolled' });
    expect(sent).toEqual([]);
  });

  it('sends a phone with no remembered username to enrolment', async () => {
    await expect(loginWithFingerprint()).resolves.toEqual({ status: 'not-enrolled' });
    expect(sent).toEqual([]);
  });

  it('enrols a device key, then signs in by signing the challenge and the device id', async () => {
    await enrolFingerprint('amina');

    const activation = sent.find((call) => call.url.endsWith('/activate'))?.body?.response as {
      type: string;
      signature: string;
    };
    expect(activation.type).toBe('device-key');
    expect(await verifies(activation.signature, `ZW5yb2wtY2hhbGxlbmdl.${DEVICE_ID}`)).toBe(true);
    expect(getFingerprintUsername()).toBe('amina');
    expect(localStorage.getItem(DEVICE_KEY_STORAGE)).toBeNull();

    await expect(loginWithFingerprint()).resolves.toEqual({ status: 'signed-in' });

    expect(sent.find((call) => call.url.endsWith('/loginFingerPrint'))?.body).toEqual({ username: 'amina' });
    const validation = sent.find((call) => call.url.endsWith('/validateAndContinue'))?.body as {
      challengeKey: string;
      response: { type: string; signature: string };
    };
    expect(validation.challengeKey).toBe(CHALLENGE_KEY);
    expect(await verifies(validation.response.signature, `c2lnbi1pbi1jaGFsbGVuZ2U.${DEVICE_ID}`)).toBe(true);
    expect(getSession().accessToken).toBe('mobile-bearer-token');
    expect(device.biometricPrompts).toHaveLength(2);
  });

  it('sends the phone back to enrolment when its key is gone, forgetting the username', async () => {
    await enrolFingerprint('amina');
    device.secureStore.delete(DEVICE_KEY_STORAGE);

    await expect(loginWithFingerprint()).resolves.toEqual({ status: 'not-enrolled' });

    expect(localStorage.getItem(STORAGE_KEYS.fingerprintUser)).toBeNull();
    expect(sent.some((call) => call.url.endsWith('/validateAndContinue'))).toBe(false);
  });
});
