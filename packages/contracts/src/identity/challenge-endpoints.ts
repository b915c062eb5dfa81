/**
 * The challenge calls of spec §7 (`challengesEndpoints`): answer a step (one-time code, terms,
 * security question), resend the code, continue or fall back (COR.210), and ask beforehand whether
 * an operation will need a code.
 */

import { defineEndpoint, objectAnswer } from '../shared/endpoint.ts';
import {
  challengeSchema,
  checkPreResultSchema,
  checkPreSchema,
  continueResultSchema,
  coreContinueSchema,
  otpResendQuerySchema,
  otpValidateSchema,
  secretQuestionValidateSchema,
  termsValidateSchema,
} from './challenges.ts';

/** A step is answered with or without a session: the sign-in's steps come before it opens. */
const WITH_OR_WITHOUT_SESSION = { auth: 'optional' } as const;

export const challengesEndpoints = {
  validateOtp: defineEndpoint({
    method: 'POST',
    path: 'otp/challenge/validateAndContinue',
    area: 'challenges',
    summary: 'Answers the one-time code step',
    access: WITH_OR_WITHOUT_SESSION,
    body: otpValidateSchema,
    answer: objectAnswer(continueResultSchema),
    mayChallenge: true,
  }),
  resendOtp: defineEndpoint({
    method: 'GET',
    path: 'otp/challenge/resend',
    area: 'challenges',
    summary: 'Sends a new code (not before 30 s, at most 3 times); the previous code stops working',
    access: WITH_OR_WITHOUT_SESSION,
    query: otpResendQuerySchema,
    answer: objectAnswer(challengeSchema),
  }),
  acceptTerms: defineEndpoint({
    method: 'POST',
    path: 'termcondition/challenge/validateAndContinue',
    area: 'challenges',
    summary: 'Accepts the terms and conditions (TERM_COND)',
    access: WITH_OR_WITHOUT_SESSION,
    body: termsValidateSchema,
    answer: objectAnswer(continueResultSchema),
    mayChallenge: true,
  }),
  securityQuestion: defineEndpoint({
    method: 'POST',
    path: 'secure/api/secretquestion/validateAndContinue',
    area: 'challenges',
    summary: 'Enrols (SEQ-406) or answers (SEQ-404) the security question',
    access: { auth: 'session', allowPending: true },
    body: secretQuestionValidateSchema,
    answer: objectAnswer(continueResultSchema),
    mayChallenge: true,
  }),
  coreContinue: defineEndpoint({
    method: 'POST',
    path: 'core/continue',
    area: 'challenges',
    summary:
      'Continues a challenge: its current step again, its result once verified, or the fallback (COR.210)',
    access: WITH_OR_WITHOUT_SESSION,
    body: coreContinueSchema,
    answer: objectAnswer(continueResultSchema),
    mayChallenge: true,
  }),
  checkPre: defineEndpoint({
    method: 'POST',
    path: 'core/checkpre',
    area: 'challenges',
    summary: 'Whether an operation will ask for a one-time code',
    access: WITH_OR_WITHOUT_SESSION,
    body: checkPreSchema,
    answer: objectAnswer(checkPreResultSchema),
  }),
};
