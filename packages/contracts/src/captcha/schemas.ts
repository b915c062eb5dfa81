/**
 * The visitor's proof-of-work captcha (ALTCHA): the challenge the API issues, and the solved payload
 * a visitor's form sends back in its `captcha` field (base64 JSON of the challenge and the solution).
 */
import { z } from 'zod';

/** Longest solved payload accepted: a challenge and its solution are well under 2 kB. */
export const CAPTCHA_PAYLOAD_MAX_LENGTH = 4000;

export const captchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int().positive(),
    keyLength: z.number().int().positive(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    // Seconds since the epoch; every challenge the API issues expires.
    expiresAt: z.number().int().positive(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** A visitor form's captcha field: missing or blank is "captchaRequired", anything unreadable "captchaInvalid". */
export const captchaField = () =>
  z
    .string({ error: 'captchaRequired' })
    .trim()
    .min(1, { error: 'captchaRequired', abort: true })
    .max(CAPTCHA_PAYLOAD_MAX_LENGTH, { error: 'captchaInvalid' });

/** What a solved payload decodes to; the server checks it, the page only passes it along. */
export const captchaPayloadSchema = z.object({
  challenge: captchaChallengeSchema,
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().regex(/^[0-9a-f]+$/),
    time: z.number().optional(),
  }),
});
export type CaptchaPayload = z.infer<typeof captchaPayloadSchema>;
