/**
 * "Fingerprint" sign-in (spec §4, FIP.600 / FIP.601) with passkeys (WebAuthn): options go to the
 * browser or phone as JSON, its answer comes back as JSON, the server checks it.
 */
import { z } from 'zod';
import { defineEndpoint, objectAnswer } from '../shared/endpoint.ts';
import { challengeSchema, continueResultSchema } from './challenges.ts';

const webAuthnJsonSchema = z.record(z.string(), z.unknown());

/** GET secure/api/user/generateFingerPin: what the device needs to create a passkey. */
export const fingerprintEnrolmentSchema = z.object({
  challengeKey: z.string(),
  options: webAuthnJsonSchema,
});

/** POST secure/fingerPrint/challenge/activate: the device's new passkey. */
export const fingerprintActivateSchema = z.object({
  challengeKey: z.string().min(20).max(128),
  response: webAuthnJsonSchema,
});

/** POST loginFingerPrint: who signs in (the username the device remembers). */
export const fingerprintLoginSchema = z.object({ username: z.string().trim().min(3).max(64) });

/** POST fingerPrint/challenge/validateAndContinue: the passkey's signature of the challenge. */
export const fingerprintValidateSchema = z.object({
  challengeKey: z.string().min(20).max(128),
  response: webAuthnJsonSchema,
});

/**
 * The fingerprint calls of spec §7: enrolment (GET secure/api/user/generateFingerPin, POST
 * secure/fingerPrint/challenge/activate, FIP.601) and sign-in (POST loginFingerPrint, POST
 * fingerPrint/challenge/validateAndContinue, FIP.600).
 */
export const fingerprintEndpoints = {
  enrolment: defineEndpoint({
    method: 'GET',
    path: 'secure/api/user/generateFingerPin',
    area: 'fingerprint',
    summary: 'Starts enrolling a fingerprint (passkey) on the device in use (FIP.601)',
    access: { auth: 'session' },
    effect: 'write',
    answer: objectAnswer(fingerprintEnrolmentSchema),
  }),
  activate: defineEndpoint({
    method: 'POST',
    path: 'secure/fingerPrint/challenge/activate',
    area: 'fingerprint',
    summary: "Registers the device's new passkey",
    access: { auth: 'session' },
    body: fingerprintActivateSchema,
    answer: objectAnswer(continueResultSchema),
    mayChallenge: true,
  }),
  /** Never answers 200: the passkey challenge comes back as a challenge error (FIP.600), or FIP.601. */
  login: defineEndpoint({
    method: 'POST',
    path: 'loginFingerPrint',
    area: 'fingerprint',
    summary:
      'Starts a fingerprint sign-in: answers FIP.600 with the passkey challenge (FIP.601 when none is enrolled)',
    access: { auth: 'public' },
    body: fingerprintLoginSchema,
    answer: objectAnswer(challengeSchema),
    mayChallenge: true,
  }),
  validate: defineEndpoint({
    method: 'POST',
    path: 'fingerPrint/challenge/validateAndContinue',
    area: 'fingerprint',
    summary: "Checks the passkey's signature and opens the session",
    access: { auth: 'optional' },
    body: fingerprintValidateSchema,
    answer: objectAnswer(continueResultSchema),
    mayChallenge: true,
  }),
};
