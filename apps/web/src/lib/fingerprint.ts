/**
 * "Fingerprint" (spec §4) with passkeys: whether this device can use one, which username it
 * signs in, and enrolling it (GET secure/api/user/generateFingerPin, then
 * POST secure/fingerPrint/challenge/activate).
 */
import type { ContinueResult } from '@baraka/contracts/identity/challenges';
import { fingerprintEndpoints } from '@baraka/contracts/identity/device-endpoints';
import {
  browserSupportsWebAuthn,
  platformAuthenticatorIsAvailable,
  startRegistration,
} from '@simplewebauthn/browser';
import { call } from './call';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from './storage';

/** A user-verifying authenticator built into the device (fingerprint, face, PIN). */
export async function isFingerprintUsable(): Promise<boolean> {
  return browserSupportsWebAuthn() && (await platformAuthenticatorIsAvailable().catch(() => false));
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
