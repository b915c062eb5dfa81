/**
 * "Fingerprint" sign-in (spec §4, FIP.600 / FIP.601) with passkeys (WebAuthn): options go to the
 * browser or phone as JSON, its answer comes back as JSON, the server checks it.
 */
import { z } from 'zod';
import { webAuthnCreationOptionsSchema } from './webauthn.ts';

const webAuthnJsonSchema = z.record(z.string(), z.unknown());

/** GET secure/api/user/generateFingerPin: what the device needs to create a passkey. */
export const fingerprintEnrolmentSchema = z.object({
  challengeKey: z.string(),
  options: webAuthnCreationOptionsSchema,
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
