/**
 * "Fingerprint" (spec §4): whether this device can use it, which username it signs in, and
 * enrolling it (GET secure/api/user/generateFingerPin, then POST
 * secure/fingerPrint/challenge/activate): a passkey in a browser, the shells' device key on phones.
 */
import type { ContinueResult } from '@baraka/contracts/identity/challenges';
import { fingerprintEndpoints } from '@baraka/contracts/identity/device-endpoints';
import { deviceKeySignedText } from '@baraka/contracts/identity/fingerprint';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { type BiometryStatus, getPlatform } from '../platform';
import { call } from './call';
import { i18n } from './i18n';
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
  void getPlatform().deviceKeys?.forget();
}

/** The text a shell's device key signs for `challenge`: null when the device has no identifier. */
export function deviceKeyText(challenge: string): string | null {
  const deviceId = getPlatform().device?.deviceId;
  return deviceId ? deviceKeySignedText(challenge, deviceId) : null;
}

/** The activation answer: the shells' new device key, or a new passkey in a browser. */
async function createCredential(options: { challenge: string } & PublicKeyCredentialCreationOptionsJSON) {
  const deviceKeys = getPlatform().deviceKeys;
  if (!deviceKeys) {
    // The WebAuthn helpers come when a passkey is made, not with every page that checks for one.
    const { startRegistration } = await import('@simplewebauthn/browser');
    return { ...(await startRegistration({ optionsJSON: options })) };
  }
  const text = deviceKeyText(options.challenge);
  if (!text) {
    throw new Error('This device gave no identifier to bind its fingerprint key to');
  }
  return deviceKeys.enrol(text, i18n.t('FIP.601', { ns: 'errors' }));
}

/** Creates a passkey (or device key) on this device for the signed-in user, and remembers who it signs in. */
export async function enrolFingerprint(username: string): Promise<ContinueResult> {
  const enrolment = await call(fingerprintEndpoints.enrolment);
  const response = await createCredential(enrolment.options);
  const result = await call(fingerprintEndpoints.activate, {
    body: { challengeKey: enrolment.challengeKey, response },
  });
  writeStored(STORAGE_KEYS.fingerprintUser, username);
  return result;
}
