/**
 * Fingerprint sign-in (spec §4): not usable here → CHALLENGES.FIP.ALERT_CHANNEL_FIP; no stored
 * username or no enrolment → CHALLENGES.FIP.FIP_ENROLL.ALERT (and the flags are cleared);
 * otherwise the device signs the server's challenge (FIP.600) and the session opens: with a passkey
 * in a browser, with the shell's device key after the biometric prompt on phones.
 */
import type { Challenge } from '@baraka/contracts/identity/challenges';
import { fingerprintEndpoints } from '@baraka/contracts/identity/device-endpoints';
import { ApiError } from '../../../lib/api-error';
import { call } from '../../../lib/call';
import {
  checkFingerprint,
  deviceKeyText,
  forgetFingerprint,
  getFingerprintUsername,
} from '../../../lib/fingerprint';
import { i18n } from '../../../lib/i18n';
import { readChallengeLazily } from '../../../lib/read-challenge-lazily';
import { getPlatform } from '../../../platform';
import { applyLoginResult } from './login-flow';

export type FingerprintOutcome =
  | { status: 'unavailable' }
  | { status: 'not-enrolled' }
  | { status: 'signed-in' }
  | { status: 'challenge'; challenge: Challenge };

/** The passkey's answer in a browser; in a shell, the device key's signature after the biometric prompt. */
const signChallenge = async (options: NonNullable<Challenge['publicKey']>) => {
  const deviceKeys = getPlatform().deviceKeys;
  if (!deviceKeys) {
    // The WebAuthn helpers come with the first sign-in by passkey, not with the login page.
    const { startAuthentication } = await import('@simplewebauthn/browser');
    return { ...(await startAuthentication({ optionsJSON: options })) };
  }
  const text = deviceKeyText(options.challenge);
  return text ? deviceKeys.sign(text, i18n.t('FIP.600', { ns: 'errors' })) : null;
};

const continueWith = async (challenge: Challenge): Promise<FingerprintOutcome> => {
  if (!challenge.publicKey) {
    throw new Error('The fingerprint challenge came without its passkey options');
  }
  const response = await signChallenge(challenge.publicKey);
  if (!response) {
    // The shell holds no key (the app was reinstalled, or the key was removed): enrol again.
    forgetFingerprint();
    return { status: 'not-enrolled' };
  }
  try {
    const result = await call(fingerprintEndpoints.validate, {
      body: { challengeKey: challenge.challengeKey, response },
    });
    applyLoginResult(result.genericResponse);
    return { status: 'signed-in' };
  } catch (error) {
    const next = await readChallengeLazily(error);
    if (next) {
      return { status: 'challenge', challenge: next };
    }
    throw error;
  }
};

export async function loginWithFingerprint(): Promise<FingerprintOutcome> {
  // Spec §4/§8: no sensor here → ALERT_CHANNEL_FIP; a sensor with no finger enrolled → FIP_ENROLL.
  const biometry = await checkFingerprint();
  if (biometry !== 'available') {
    return { status: biometry };
  }
  const username = getFingerprintUsername();
  if (!username) {
    forgetFingerprint();
    return { status: 'not-enrolled' };
  }
  try {
    await call(fingerprintEndpoints.login, { body: { username } });
    throw new Error('The server opened no fingerprint challenge');
  } catch (error) {
    const challenge = await readChallengeLazily(error);
    if (challenge?.step === 'FIP.600') {
      return continueWith(challenge);
    }
    if (error instanceof ApiError && error.code === 'FIP.601') {
      forgetFingerprint();
      return { status: 'not-enrolled' };
    }
    throw error;
  }
}
