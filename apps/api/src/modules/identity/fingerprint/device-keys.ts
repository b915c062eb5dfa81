/**
 * Fingerprint in the mobile app (spec §4): passkeys do not work in Android's WebView, so the app
 * makes an ECDSA P-256 key pair, keeps the private half in the Keychain / Keystore behind the
 * biometric prompt and registers the public half here (FIP.601). Sign-in (FIP.600) takes its
 * signature of the challenge and the device's id, from that same device only.
 */
import { createPublicKey, verify } from 'node:crypto';
import { deviceKeyAssertionSchema, deviceKeyEnrolmentSchema, deviceKeySignedText } from '@baraka/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { passkeys } from '../../../db/schema/index.ts';
import { AppError } from '../../../plugins/errors/index.ts';
import type { AuthContext } from '../../../plugins/session/auth-context.ts';
import type { ChallengeDeps } from '../challenges/challenge.service.ts';
import type { ChallengeRow } from '../challenges/challenges.queries.ts';
import { registerFailure, registerSuccess } from '../password/lockout.service.ts';
import type { PendingLogin } from '../sign-in/login.service.ts';
import { findUserById } from '../users/users.queries.ts';
import { findPasskey, listUsablePasskeys, recordPasskeyUse } from './passkeys.queries.ts';

export const DEVICE_KEY = 'device-key';

export const isDeviceKeyResponse = (response: Record<string, unknown>) => response.type === DEVICE_KEY;

const invalid = (message: string) => new AppError('CHALLENGE_INVALID_CODE', { message });

const signatureIsValid = (publicKey: string, text: string, signature: string) => {
  try {
    return verify(
      'SHA256',
      Buffer.from(text),
      {
        key: createPublicKey({ key: Buffer.from(publicKey, 'base64url'), format: 'der', type: 'spki' }),
        dsaEncoding: 'ieee-p1363',
      },
      Buffer.from(signature, 'base64url'),
    );
  } catch {
    return false;
  }
};

const isP256 = (publicKey: string) => {
  try {
    const key = createPublicKey({ key: Buffer.from(publicKey, 'base64url'), format: 'der', type: 'spki' });
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
  } catch {
    return false;
  }
};

/** FIP.601 from the app: the new key proves it holds the private half; it replaces the device's earlier one. */
export const activateDeviceKey = async (
  deps: ChallengeDeps,
  auth: AuthContext,
  row: ChallengeRow,
  input: Record<string, unknown>,
): Promise<void> => {
  const parsed = deviceKeyEnrolmentSchema.safeParse(input);
  const deviceId = auth.record.session.deviceId;
  if (!parsed.success || !deviceId || auth.channel !== 'MOB') {
    throw invalid('A device key is enrolled from the mobile app, with its Device header');
  }
  const { challenge } = row.payload as { challenge: string };
  const key: z.infer<typeof deviceKeyEnrolmentSchema> = parsed.data;
  if (
    !isP256(key.publicKey) ||
    !signatureIsValid(key.publicKey, deviceKeySignedText(challenge, deviceId), key.signature)
  ) {
    throw invalid('The device key could not be verified');
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(passkeys)
      .where(
        and(eq(passkeys.userId, auth.userId), eq(passkeys.deviceId, deviceId), eq(passkeys.kind, DEVICE_KEY)),
      );
    await tx.insert(passkeys).values({
      userId: auth.userId,
      deviceId,
      kind: DEVICE_KEY,
      credentialId: key.id,
      publicKey: key.publicKey,
    });
  });
};

/**
 * FIP.600 from the app: the key must be the user's, registered from the device asking (the Device
 * header of this call and of loginFingerPrint), on a device still switched on, and sign this challenge.
 */
export const checkDeviceKey = async (
  deps: ChallengeDeps,
  row: ChallengeRow,
  input: Record<string, unknown>,
  callerDeviceId: string | null,
): Promise<void> => {
  const record = row.userId ? await findUserById(deps.db, row.userId) : undefined;
  const parsed = deviceKeyAssertionSchema.safeParse(input);
  const key =
    record && parsed.success ? await findPasskey(deps.db, record.user.id, parsed.data.id) : undefined;
  if (!record || !parsed.success || !key || key.kind !== DEVICE_KEY) {
    throw invalid('Unknown device key');
  }
  const startedOn = (row.payload as PendingLogin).device?.deviceId ?? null;
  const isUsable = (await listUsablePasskeys(deps.db, record.user.id)).some((usable) => usable.id === key.id);
  const isSameDevice = key.deviceId !== null && key.deviceId === callerDeviceId && key.deviceId === startedOn;
  const text = deviceKeySignedText(row.summary.webauthn_challenge ?? '', key.deviceId ?? '');
  if (!isUsable || !isSameDevice || !signatureIsValid(key.publicKey, text, parsed.data.signature)) {
    const lock = await registerFailure(deps.db, deps.clock, record.user.id, 'answer');
    throw lock.isLocked
      ? new AppError('ACCOUNT_LOCKED')
      : invalid('The device key did not sign this challenge');
  }
  await recordPasskeyUse(deps.db, key.id, key.counter, deps.clock.now());
  await registerSuccess(deps.db, record.user.id);
};
