/**
 * The challenge calls of spec §7 (strong authentication), shared by every feature whose operation
 * may answer a challenge code: read the challenge from an error, then answer its steps.
 */

import {
  CHALLENGE_STEPS,
  type Challenge,
  type ContinueResult,
  type SecurityQuestion,
} from '@baraka/contracts/identity/challenges';
import { challengesEndpoints } from '@baraka/contracts/identity/endpoints';
import { ApiError } from './api-error';
import { call } from './call';

/**
 * The challenge an operation answered instead of its result, or null for any other error. Checked
 * by shape, not with the zod schema: this runs on every page and zod stays out of the main chunk.
 */
export function readChallenge(error: unknown): Challenge | null {
  if (!(error instanceof ApiError) || error.httpStatus !== 403) {
    return null;
  }
  const details = error.details as Partial<Challenge> | null;
  const isChallenge =
    typeof details?.challengeKey === 'string' &&
    typeof details.step === 'string' &&
    (CHALLENGE_STEPS as readonly string[]).includes(details.step);
  return isChallenge ? (details as Challenge) : null;
}

export function validateOtp(challengeKey: string, otp: string, payload?: unknown): Promise<ContinueResult> {
  return call(challengesEndpoints.validateOtp, {
    body: { challengeKey, otp, ...(payload === undefined ? {} : { payload }) },
  });
}

export function resendOtp(challengeKey: string): Promise<Challenge> {
  return call(challengesEndpoints.resendOtp, { query: { challengeKey } });
}

export function acceptTerms(challengeKey: string, termsVersion: string): Promise<ContinueResult> {
  return call(challengesEndpoints.acceptTerms, { body: { challengeKey, accepted: true, termsVersion } });
}

export function answerSecurityQuestion(
  challengeKey: string,
  answer: string,
  question?: SecurityQuestion,
): Promise<ContinueResult> {
  return call(challengesEndpoints.securityQuestion, {
    body: { challengeKey, answer, ...(question ? { question } : {}) },
  });
}

/** COR.210: asks for the security question instead of the code; answers by throwing the next step. */
export function requestFallback(challengeKey: string): Promise<ContinueResult> {
  return call(challengesEndpoints.coreContinue, { body: { challengeKey, action: 'fallback' } });
}

/** The header an operation is sent again with once its challenge is verified. */
export const CHALLENGE_KEY_HEADER = 'challenge-key';
