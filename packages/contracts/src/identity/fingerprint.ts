/**
 * "Fingerprint" sign-in (spec §4, FIP.600 / FIP.601). In a browser with passkeys (WebAuthn):
 * options go to the browser as JSON, its answer comes back as JSON, the server checks it. In the
 * mobile app with a device key: an ECDSA P-256 key pair made on the phone, its private half kept in
 * the Keychain / Keystore and used after the biometric prompt; it signs `<challenge>.<deviceId>`
 * (the options' challenge and the Device header's deviceId), IEEE P1363 signature, base64url.
 */
import { z } from 'zod';
import { webAuthnCreationOptionsSchema } from './webauthn.ts';

const webAuthnJsonSchema = z.record(z.string(), z.unknown());
const base64urlSchema = z.string().regex(/^[A-Za-z0-9_-]+$/);

/** The mobile app's new device key: its id, public half (SPKI DER) and signature of the challenge. */
export const deviceKeyEnrolmentSchema = z.object({
  type: z.literal('device-key'),
  id: base64urlSchema.min(16).max(128),
  publicKey: base64urlSchema.min(80).max(200),
  signature: base64urlSchema.min(80).max(100),
});

/** The mobile app's device key signing the FIP.600 challenge. */
export const deviceKeyAssertionSchema = deviceKeyEnrolmentSchema.omit({ publicKey: true });

/** What a device-key signature covers. */
export const deviceKeySignedText = (challenge: string, deviceId: string) => `${challenge}.${deviceId}`;

/** GET secure/api/user/generateFingerPin: what the device needs to create a passkey. */
export const fingerprintEnrolmentSchema = z.object({
  challengeKey: z.string(),
  options: webAuthnCreationOptionsSchema,
});

/** POST secure/fingerPrint/challenge/activate: the browser's new passkey or the app's device key. */
export const fingerprintActivateSchema = z.object({
  challengeKey: z.string().min(20).max(128),
  response: z.union([deviceKeyEnrolmentSchema, webAuthnJsonSchema]),
});

/** POST loginFingerPrint: who signs in (the username the device remembers). */
export const fingerprintLoginSchema = z.object({ username: z.string().trim().min(3).max(64) });

/** POST fingerPrint/challenge/validateAndContinue: the passkey's or device key's signature. */
export const fingerprintValidateSchema = z.object({
  challengeKey: z.string().min(20).max(128),
  response: z.union([deviceKeyAssertionSchema, webAuthnJsonSchema]),
});
