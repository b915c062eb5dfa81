/**
 * "Fingerprint" (spec §4) with passkeys: whether this device can use one, which username it
 * signs in, and enrolling it (GET secure/api/user/generateFingerPin, then
 * POST secure/fingerPrint/challenge/activate).
 */
import type { ContinueResult } from '@baraka/contracts/challenges';
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  platformAuthenticatorIsAvailable,
  startRegistration,
} from '@simplewebauthn/browser';
import { apiRequest } from './api-client';
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

type Enrolment = { challengeKey: string; options: PublicKeyCredentialCreationOptionsJSON };

/** Creates a passkey on this device for the signed-in user, and remembers who it signs in. */
export async function enrolFingerprint(username: string): Promise<ContinueResult> {
  const enrolment = await apiRequest<Enrolment>('secure/api/user/generateFingerPin');
  const response = await startRegistration({ optionsJSON: enrolment.options });
  const result = await apiRequest<ContinueResult>('secure/fingerPrint/challenge/activate', {
    method: 'POST',
    body: { challengeKey: enrolment.challengeKey, response },
  });
  writeStored(STORAGE_KEYS.fingerprintUser, username);
  return result;
}
