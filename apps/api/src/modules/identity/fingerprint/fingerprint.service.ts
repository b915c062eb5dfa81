/**
 * Fingerprint (spec §4): enrolment (FIP.601) creates a passkey on the device in use; sign-in
 * (FIP.600) asks that device to sign a challenge, then opens the session like any sign-in.
 */
import { type Challenge, TERMS_VERSION } from '@baraka/contracts';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { AppError, challengeAnswer } from '../../../plugins/errors/index.ts';
import type { AuthContext } from '../../../plugins/session/auth-context.ts';
import {
  type ChallengeDeps,
  challengeError,
  describeChallenge,
  startChallenge,
} from '../challenges/challenge.service.ts';
import type { ChallengeRow } from '../challenges/challenges.queries.ts';
import { ENROL_FINGERPRINT_OPERATION } from '../challenges/operations.ts';
import { canSignIn } from '../password/credentials.service.ts';
import { getLockStatus, registerFailure, registerSuccess } from '../password/lockout.service.ts';
import { LOGIN_OPERATION, type PendingLogin } from '../sign-in/login.service.ts';
import { findUserById, findUserByUsername } from '../users/users.queries.ts';
import {
  findPasskey,
  insertPasskey,
  listUsablePasskeys,
  listUserPasskeys,
  type PasskeyRow,
  recordPasskeyUse,
} from './passkeys.queries.ts';
import type { RelyingPartyInfo } from './webauthn-rp.ts';

/** The passkey library (and its certificate parsers) loads with the first passkey call, not at start-up. */
const loadWebAuthn = () => import('@simplewebauthn/server');

const FINGERPRINT_ACTION = {
  fr: 'la connexion par empreinte',
  en: 'fingerprint sign-in',
  ar: 'تسجيل الدخول بالبصمة',
};

const isPasskey = (row: PasskeyRow) => row.kind === 'passkey';

const enrolmentNeeded = () =>
  challengeAnswer('FIP.601', { message: 'No fingerprint is enrolled for this user on an active device' });

export const startEnrolment = async (deps: ChallengeDeps, rp: RelyingPartyInfo, auth: AuthContext) => {
  const existing = await listUserPasskeys(deps.db, auth.userId);
  const options = await (await loadWebAuthn()).generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: auth.username,
    userID: new TextEncoder().encode(auth.userId),
    userDisplayName: `${auth.record.user.firstName} ${auth.record.user.lastName}`,
    attestationType: 'none',
    excludeCredentials: existing.filter(isPasskey).map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports,
    })),
    authenticatorSelection: {
      residentKey: 'preferred',
      userVerification: 'required',
      authenticatorAttachment: 'platform',
    },
  });
  const { key } = await startChallenge(deps, {
    userId: auth.userId,
    sessionId: auth.sessionId,
    operation: ENROL_FINGERPRINT_OPERATION,
    serviceName: 'FINGERPRINT',
    processName: 'CREATE',
    payload: { challenge: options.challenge },
    steps: ['FIP.601'],
    action: FINGERPRINT_ACTION,
  });
  return { challengeKey: key, options };
};

export const activateFingerprint = async (
  deps: ChallengeDeps,
  rp: RelyingPartyInfo,
  auth: AuthContext,
  row: ChallengeRow,
  response: Record<string, unknown>,
): Promise<void> => {
  const { challenge } = row.payload as { challenge: string };
  const verification = await (await loadWebAuthn())
    .verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    })
    .catch(() => ({ verified: false as const }));
  if (!verification.verified) {
    throw new AppError('CHALLENGE_INVALID_CODE', { message: 'The passkey could not be verified' });
  }
  const { credential } = verification.registrationInfo;
  await insertPasskey(deps.db, {
    userId: auth.userId,
    deviceId: auth.record.session.deviceId,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
  });
};

/** POST loginFingerPrint: the challenge (FIP.600) the device's passkey must sign. */
export const startFingerprintLogin = async (
  deps: ChallengeDeps,
  rp: RelyingPartyInfo,
  input: { username: string; login: PendingLogin },
): Promise<never> => {
  const record = await findUserByUsername(deps.db, input.username);
  if (!record || !canSignIn(record)) {
    throw enrolmentNeeded();
  }
  if ((await getLockStatus(deps.db, deps.clock, record.user)).isLocked) {
    throw new AppError('ACCOUNT_LOCKED');
  }
  const usable = await listUsablePasskeys(deps.db, record.user.id);
  if (usable.length === 0) {
    throw enrolmentNeeded();
  }
  const options = await (await loadWebAuthn()).generateAuthenticationOptions({
    rpID: rp.rpID,
    // The app's device keys are not WebAuthn credentials: the app knows its own key.
    allowCredentials: usable
      .filter(isPasskey)
      .map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    userVerification: 'required',
  });
  const { key, row } = await startChallenge(deps, {
    userId: record.user.id,
    sessionId: null,
    operation: LOGIN_OPERATION,
    serviceName: 'LOGIN',
    processName: 'CREATE',
    payload: input.login,
    steps: record.user.termsVersion === TERMS_VERSION ? ['FIP.600'] : ['FIP.600', 'TERM_COND'],
    action: FINGERPRINT_ACTION,
    extraSummary: { webauthn_challenge: options.challenge, webauthn_options: JSON.stringify(options) },
  });
  throw challengeError(describeChallenge(row, key) satisfies Challenge);
};

/** The device's signature of the FIP.600 challenge, checked against the passkey it names. */
export const checkFingerprint = async (
  deps: ChallengeDeps,
  rp: RelyingPartyInfo,
  row: ChallengeRow,
  response: Record<string, unknown>,
): Promise<void> => {
  const record = row.userId ? await findUserById(deps.db, row.userId) : undefined;
  const credentialId = typeof response.id === 'string' ? response.id : '';
  const passkey = record ? await findPasskey(deps.db, record.user.id, credentialId) : undefined;
  if (!record || !passkey || !isPasskey(passkey)) {
    throw new AppError('CHALLENGE_INVALID_CODE', { message: 'Unknown passkey' });
  }
  const verification = await (await loadWebAuthn())
    .verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: row.summary.webauthn_challenge ?? '',
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    })
    .catch(() => ({ verified: false as const, authenticationInfo: undefined }));
  if (!verification.verified || !verification.authenticationInfo) {
    const lock = await registerFailure(deps.db, deps.clock, record.user.id, 'answer');
    throw lock.isLocked ? new AppError('ACCOUNT_LOCKED') : new AppError('CHALLENGE_INVALID_CODE');
  }
  await recordPasskeyUse(deps.db, passkey.id, verification.authenticationInfo.newCounter, deps.clock.now());
  await registerSuccess(deps.db, record.user.id);
};
