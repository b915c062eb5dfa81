/**
 * The challenge calls of spec §7 (strong authentication), shared by every feature whose operation
 * may answer a challenge code: read the challenge from an error, then answer its steps.
 */

import {
  type Challenge,
  type ContinueResult,
  challengeSchema,
  type SecurityQuestion,
} from '@baraka/contracts/identity/challenges';
import { challengesEndpoints } from '@baraka/contracts/identity/endpoints';
import { ApiError } from './api-error';
import { call } from './call';

/**
 * An operation's challenge may carry more than the steps need (the quote its code confirms): those
 * members are kept for the operation to read with its own schema.
 */
const operationChallengeSchema = challengeSchema.loose();

/**
 * The challenge an operation answered instead of its result (a 202 challenge-step answer holding
 * one), or null for any other error: a 403 is a refusal, never a step to answer.
 */
export function readChallenge(error: unknown): Challenge | null {
  if (!(error instanceof ApiError) || !error.isChallenge) {
    return null;
  }
  const challenge = operationChallengeSchema.safeParse(error.details);
  return challenge.success ? challenge.data : null;
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
