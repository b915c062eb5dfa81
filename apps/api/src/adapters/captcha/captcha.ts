/**
 * Self-hosted proof-of-work captcha (ALTCHA): issues signed challenges and checks a visitor's solved
 * payload. A solution counts once: its challenge signature is recorded until the challenge expires.
 */
import {
  type CaptchaChallenge,
  type CaptchaPayload,
  captchaChallengeSchema,
  captchaPayloadSchema,
  type FormKey,
} from '@baraka/contracts';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { AppDb } from '../../db/client.ts';
import { appMeta } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';

/** SHA-256 rounds run in every browser's Web Crypto; the work is in the counter. */
const ALGORITHM = 'SHA-256';
const CHALLENGE_LIFETIME_MS = 20 * 60 * 1000;
const USED_KEY_PREFIX = 'captcha.used:';

export type CaptchaSettings = {
  secret: string;
  /** Highest counter the browser may have to try; the lowest is half of it. */
  maxCounter: number;
};

/** The key signs derived keys apart from challenges, as the library advises; derived from the one secret. */
const keySecretOf = (secret: string) => `${secret}:derived-keys`;

export const createCaptchaChallenge = async (
  settings: CaptchaSettings,
  now: Date = new Date(),
): Promise<CaptchaChallenge> => {
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(settings.maxCounter, Math.ceil(settings.maxCounter / 2)),
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    hmacSignatureSecret: settings.secret,
    hmacKeySignatureSecret: keySecretOf(settings.secret),
  });
  return captchaChallengeSchema.parse(challenge);
};

const rejectCaptcha = (key: FormKey, message: string): never => {
  // Answered like a schema failure: the form key is the code, the field says where to show it.
  throw new AppError({ code: key, http: 400 }, { message, fieldErrors: [{ field: 'captcha', key }] });
};

const decodePayload = (payload: string): CaptchaPayload | undefined => {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const parsed = captchaPayloadSchema.safeParse(decoded);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Accepts a solved payload once, or throws a 400 whose field error says why (captchaRequired,
 * captchaInvalid, captchaUsed). Pass the transaction of the request it protects, so a request that
 * fails afterwards leaves the solution usable for the visitor's next try.
 */
export const consumeCaptcha = async (
  db: AppDb,
  settings: CaptchaSettings,
  payload: string | undefined,
): Promise<void> => {
  if (payload === undefined || payload.trim() === '') {
    return rejectCaptcha('captchaRequired', 'The captcha was not solved');
  }
  const decoded = decodePayload(payload.trim());
  if (decoded === undefined) {
    return rejectCaptcha('captchaInvalid', 'The captcha payload is unreadable');
  }
  const result = await verifySolution({
    challenge: decoded.challenge,
    solution: decoded.solution,
    deriveKey,
    hmacSignatureSecret: settings.secret,
    hmacKeySignatureSecret: keySecretOf(settings.secret),
  });
  if (!result.verified) {
    return rejectCaptcha(
      'captchaInvalid',
      result.expired ? 'The captcha expired' : 'The captcha is not solved',
    );
  }
  // Kept until the challenge expires: after that verifySolution refuses it anyway, and the purge job drops it.
  const recorded = await db
    .insert(appMeta)
    .values({
      key: `${USED_KEY_PREFIX}${decoded.challenge.signature}`,
      value: 'used',
      expiresAt: new Date(decoded.challenge.parameters.expiresAt * 1000),
    })
    .onConflictDoNothing({ target: appMeta.key })
    .returning({ key: appMeta.key });
  if (recorded.length === 0) {
    rejectCaptcha('captchaUsed', 'This captcha solution was already used');
  }
};
