/**
 * Strong customer authentication (spec §4 challenge flow): an operation answers a challenge code
 * with a challenge key; the client shows the matching step and continues with the calls below.
 */
import { z } from 'zod';
import { webAuthnRequestOptionsSchema } from './webauthn.ts';

/** The steps a challenge can ask for, named by their spec §8 codes. */
export const CHALLENGE_STEPS = [
  'OTP.300',
  'TERM_COND',
  'SEQ-406',
  'SEQ-404',
  'COR.210',
  'FIP.600',
  'FIP.601',
] as const;
export const challengeStepSchema = z.enum(CHALLENGE_STEPS);
export type ChallengeStep = z.infer<typeof challengeStepSchema>;

/** Current version of the terms and conditions; a new version asks everyone to accept again. */
export const TERMS_VERSION = '2026-01';

/** Security questions (SEQ-406 enrol, SEQ-404 ask); texts live in the web app's locales. */
export const SECURITY_QUESTIONS = [
  'FIRST_SCHOOL',
  'BIRTH_CITY',
  'CHILDHOOD_FRIEND',
  'FIRST_CAR',
  'FAVOURITE_DISH',
] as const;
export const securityQuestionSchema = z.enum(SECURITY_QUESTIONS);
export type SecurityQuestion = z.infer<typeof securityQuestionSchema>;

export const OTP_LENGTH = 6;
export const OTP_RULES = {
  validitySeconds: 300,
  maxAttempts: 5,
  resendDelaySeconds: 30,
  maxResends: 3,
} as const;

const challengeKeySchema = z.string().min(20).max(128);

/** body.result of a challenge answer: what the client needs to show the step and continue. */
export const challengeSchema = z.object({
  challengeKey: challengeKeySchema,
  step: challengeStepSchema,
  serviceName: z.string(),
  processName: z.string(),
  /** OTP: where the code went, masked ("** ** 34 56"), and when it stops working. */
  channel: z.enum(['SMS', 'EMAIL']).nullable(),
  maskedDestination: z.string().nullable(),
  expiresAt: z.string().nullable(),
  resendAvailableAt: z.string().nullable(),
  attemptsLeft: z.number().int().nullable(),
  /** TERM_COND: the version to accept. */
  termsVersion: z.string().nullable(),
  /** SEQ-404: the question to answer; SEQ-406: the questions to choose from. */
  question: securityQuestionSchema.nullable(),
  questions: z.array(securityQuestionSchema).nullable(),
  /** COR.210: a fallback step exists (the security question instead of the code). */
  hasFallback: z.boolean(),
  /** FIP.600: the WebAuthn request options for the device's passkey. */
  publicKey: webAuthnRequestOptionsSchema.nullable(),
});
export type Challenge = z.infer<typeof challengeSchema>;

/** body.result of a wrong code or answer (CHALLENGE.INVALID_CODE): the tries the challenge has left. */
export const wrongAnswerDetailsSchema = z.object({ attemptsLeft: z.number().int().min(0) });
export type WrongAnswerDetails = z.infer<typeof wrongAnswerDetailsSchema>;

/** core/continue and the validateAndContinue calls answer this once every step is done (spec §7). */
export const continueResultSchema = z.object({
  responseId: z.string(),
  key: z.string(),
  serviceName: z.string(),
  processName: z.string(),
  genericResponse: z.unknown(),
});
export type ContinueResult = z.infer<typeof continueResultSchema>;

export const otpValidateSchema = z.object({
  challengeKey: challengeKeySchema,
  otp: z.string().regex(/^\d{6}$/, 'pattern'),
  /** Optional: the operation as the client still shows it; any change voids the code (dynamic linking). */
  payload: z.unknown().optional(),
});
export type OtpValidateRequest = z.infer<typeof otpValidateSchema>;

export const otpResendQuerySchema = z.object({ challengeKey: challengeKeySchema });

export const termsValidateSchema = z.object({
  challengeKey: challengeKeySchema,
  accepted: z.literal(true, { message: 'termsNotAccepted' }),
  termsVersion: z.string().min(1).max(32),
});
export type TermsValidateRequest = z.infer<typeof termsValidateSchema>;

export const secretQuestionValidateSchema = z.object({
  challengeKey: challengeKeySchema,
  /** Given when enrolling (SEQ-406); the asked question otherwise. */
  question: securityQuestionSchema.optional(),
  answer: z.string().trim().min(2).max(64),
});
export type SecretQuestionValidateRequest = z.infer<typeof secretQuestionValidateSchema>;

export const coreContinueSchema = z.object({
  challengeKey: challengeKeySchema,
  /** fallback: the code did not arrive, use the security question instead (answers COR.210). */
  action: z.enum(['continue', 'fallback']).default('continue'),
});

export const checkPreSchema = z.object({
  serviceName: z.string().min(1).max(64),
  processName: z.string().min(1).max(32),
});
export const checkPreResultSchema = z.object({
  challengeRequired: z.boolean(),
  step: challengeStepSchema.nullable(),
});
