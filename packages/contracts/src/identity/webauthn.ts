/**
 * The WebAuthn options a passkey ceremony starts from, as JSON (the shapes of the WebAuthn Level 3
 * `PublicKeyCredentialCreationOptionsJSON` and `PublicKeyCredentialRequestOptionsJSON`). The server
 * writes them (@simplewebauthn/server), the browser hands them to the authenticator
 * (@simplewebauthn/browser).
 */
import { z } from 'zod';

const base64UrlSchema = z.string();

const userVerificationSchema = z.enum(['discouraged', 'preferred', 'required']);

const credentialDescriptorSchema = z.object({
  id: base64UrlSchema,
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

const extensionsSchema = z.object({
  appid: z.string().optional(),
  credProps: z.boolean().optional(),
  hmacCreateSecret: z.boolean().optional(),
  minPinLength: z.boolean().optional(),
});

const hintsSchema = z.array(z.enum(['hybrid', 'security-key', 'client-device']));

/** What the device needs to create a passkey (enrolment, FIP.601). */
export const webAuthnCreationOptionsSchema = z.object({
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: base64UrlSchema,
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: userVerificationSchema.optional(),
    })
    .optional(),
  hints: hintsSchema.optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  attestationFormats: z
    .array(z.enum(['fido-u2f', 'packed', 'android-safetynet', 'android-key', 'tpm', 'apple', 'none']))
    .optional(),
  extensions: extensionsSchema.optional(),
});
export type WebAuthnCreationOptions = z.infer<typeof webAuthnCreationOptionsSchema>;

/** What the device needs to sign a challenge with its passkey (sign-in, FIP.600). */
export const webAuthnRequestOptionsSchema = z.object({
  challenge: base64UrlSchema,
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: userVerificationSchema.optional(),
  hints: hintsSchema.optional(),
  extensions: extensionsSchema.optional(),
});
export type WebAuthnRequestOptions = z.infer<typeof webAuthnRequestOptionsSchema>;
