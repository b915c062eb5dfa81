/**
 * "Fingerprint" (spec §4) with passkeys: whether this device can use one, which username it
 * signs in, and enrolling it (GET secure/api/user/generateFingerPin, then
 * POST secure/fingerPrint/challenge/activate).
 */
import type { ContinueResult } from '@baraka/contracts/identity/challenges';
import { fingerprintEndpoints } from '@baraka/contracts/identity/device-endpoints';
import { startRegistration } from '@simplewebauthn/browser';
import { type BiometryStatus, getPlatform } from '../platform';
import { call } from './call';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from './storage';

/**
 * Whether this device can sign in with a fingerprint: a passkey authenticator in a browser (a
 * deliberate extension of spec §4), the device's biometrics inside the mobile shells.
 */
export function checkFingerprint(): Promise<BiometryStatus> {
  return getPlatform().checkBiometry();
}

/** A user-verifying authenticator built into the device (fingerprint, face, PIN). */
export async function isFingerprintUsable(): Promise<boolean> {
  return (await checkFingerprint()) === 'available';
}

export function getFingerprintUsername(): string | null {
  return readStored(STORAGE_KEYS.fingerprintUser);
}

export function forgetFingerprint(): void {
  removeStored(STORAGE_KEYS.fingerprintUser);
}

/** Creates a passkey on this device for the signed-in user, and remembers who it signs in. */
export async function enrolFingerprint(username: string): Promise<ContinueResult> {
  const enrolment = await call(fingerprintEndpoints.enrolment);
  const response = await startRegistration({ optionsJSON: enrolment.options });
  const result = await call(fingerprintEndpoints.activate, {
    body: { challengeKey: enrolment.challengeKey, response: { ...response } },
  });
  writeStored(STORAGE_KEYS.fingerprintUser, username);
  return result;
}
