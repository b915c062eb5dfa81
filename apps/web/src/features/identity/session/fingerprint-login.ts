/**
 * Fingerprint sign-in (spec §4): not usable here → CHALLENGES.FIP.ALERT_CHANNEL_FIP; no stored
 * username or no enrolment → CHALLENGES.FIP.FIP_ENROLL.ALERT (and the flags are cleared);
 * otherwise the device signs the server's challenge (FIP.600) and the session opens.
 */
import type { Challenge } from '@baraka/contracts/identity/challenges';
import { fingerprintEndpoints } from '@baraka/contracts/identity/device-endpoints';
import { startAuthentication } from '@simplewebauthn/browser';
import { ApiError } from '../../../lib/api-error';
import { call } from '../../../lib/call';
import { checkFingerprint, forgetFingerprint, getFingerprintUsername } from '../../../lib/fingerprint';
import { readChallengeLazily } from '../../../lib/read-challenge-lazily';
import { applyLoginResult } from './login-flow';

export type FingerprintOutcome =
  | { status: 'unavailable' }
  | { status: 'not-enrolled' }
  | { status: 'signed-in' }
  | { status: 'challenge'; challenge: Challenge };

const continueWith = async (challenge: Challenge): Promise<FingerprintOutcome> => {
  if (!challenge.publicKey) {
    throw new Error('The fingerprint challenge came without its passkey options');
  }
  const response = await startAuthentication({ optionsJSON: challenge.publicKey });
  try {
    const result = await call(fingerprintEndpoints.validate, {
      body: { challengeKey: challenge.challengeKey, response: { ...response } },
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
