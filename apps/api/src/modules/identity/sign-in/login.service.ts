/**
 * Sign-in after the provider: the code is exchanged, then what the bank still asks before opening
 * a session (terms and conditions, a one-time code on a new device), then the session itself.
 */
import {
  type DeviceDescriptor,
  deviceDescriptorSchema,
  type LoginResult,
  TERMS_VERSION,
} from '@baraka/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { findIpPlace, toStoredPlace } from '../../../adapters/ip-place/ip-place.ts';
import { AppError, challengeAnswer } from '../../../plugins/errors/index.ts';
import type { AppDeps } from '../../module.ts';
import { challengeError, startChallenge } from '../challenges/challenge.service.ts';
import { describeForUser, toChallengeDeps } from '../challenges/challenge-flow.ts';
import { getPendingStep } from '../challenges/pending-steps.ts';
import { findUserDevice, isKnownDevice, recordDeviceSignIn } from '../devices/devices.queries.ts';
import { canSignIn } from '../password/credentials.service.ts';
import { describeAccess } from '../permissions/permissions.service.ts';
import { describeSession, openSession } from '../session/session.service.ts';
import { getSessionCookiePolicy, setSessionCookie } from '../session/session-cookie.ts';
import { toUserProfile } from '../users/user-profile.ts';
import { findUserById, recordConnexion, type UserRecord } from '../users/users.queries.ts';
import { notifyNewDevice } from './new-device-notice.ts';
import { exchangeCode, findSignedInUser, type LoginContext } from './sign-in.service.ts';

export const LOGIN_OPERATION = 'login';

const NEW_DEVICE_ACTION = {
  fr: 'la connexion depuis un nouvel appareil',
  en: 'signing in from a new device',
  ar: 'تسجيل الدخول من جهاز جديد',
};

/** What a login challenge keeps until its steps are done. */
export const pendingLoginSchema = z.object({
  channel: z.enum(['MOB', 'WEB']),
  device: deviceDescriptorSchema.nullable(),
  /** Null for a fingerprint sign-in: no identity provider took part. */
  idToken: z.string().nullable(),
});
export type PendingLogin = z.infer<typeof pendingLoginSchema>;

/** Opens the session: cookie on the web, token in the answer on mobile. */
export const finishLogin = async (
  deps: AppDeps,
  record: UserRecord,
  login: PendingLogin,
  reply: FastifyReply,
): Promise<LoginResult> => {
  const db = deps.database.db;
  const now = deps.clock.now();
  const { token, session } = await openSession(db, deps.clock, {
    userId: record.user.id,
    channel: login.channel,
    deviceId: login.device?.deviceId ?? null,
    idToken: login.idToken,
    isDemo: false,
  });
  if (login.device) {
    const device = login.device;
    // The address that finished the sign-in (the proxy's client only when TRUST_PROXY says so).
    const place = toStoredPlace(await findIpPlace(reply.request.ip));
    await db.transaction(async (tx) => {
      const isNew = (await findUserDevice(tx, record.user.id, device.deviceId)) === undefined;
      await recordDeviceSignIn(tx, record.user.id, device, now, place);
      if (isNew) {
        await notifyNewDevice(tx, record, device, now);
      }
    });
  }
  await recordConnexion(db, record.user.id, now);
  if (login.channel === 'WEB') {
    setSessionCookie(reply, getSessionCookiePolicy(deps.config.publicUrl), token);
  }
  return {
    token: login.channel === 'MOB' ? token : null,
    // The profile shows the previous connexion ("last seen"), not the one happening now.
    user: toUserProfile(record),
    session: describeSession(session),
    ...(await describeAccess(db, record, login.channel)),
    pendingStep: await getPendingStep(toChallengeDeps(deps), record, session.id),
  };
};

const stepsBeforeSession = async (deps: AppDeps, record: UserRecord, device: DeviceDescriptor | null) => {
  const steps: ('TERM_COND' | 'OTP.300')[] = [];
  if (record.user.termsVersion !== TERMS_VERSION) {
    steps.push('TERM_COND');
  }
  if (!(await isKnownDevice(deps.database.db, record.user.id, device?.deviceId ?? null))) {
    steps.push('OTP.300');
  }
  return steps;
};

/** POST login: a session, or the first challenge step the bank asks for before it. */
export const loginWithCode = async (
  deps: AppDeps,
  context: LoginContext & { device: DeviceDescriptor | null },
  input: Parameters<typeof exchangeCode>[3],
  reply: FastifyReply,
): Promise<LoginResult> => {
  const claims = await exchangeCode(context.rp, deps.config.identity, context.channel, input);
  const record = await findSignedInUser(deps.database.db, claims.subject, claims.username);
  if (!record || !canSignIn(record)) {
    throw new AppError('LOGIN_FAILED', { message: 'No active user for this sign-in' });
  }
  if (record.user.mustChangePassword) {
    throw challengeAnswer('auth-pwd-001', { message: 'The password must be changed first' });
  }
  const login: PendingLogin = { channel: context.channel, device: context.device, idToken: claims.idToken };
  const steps = await stepsBeforeSession(deps, record, context.device);
  if (steps.length === 0) {
    return finishLogin(deps, record, login, reply);
  }
  const challengeDeps = toChallengeDeps(deps);
  const { key, row } = await startChallenge(challengeDeps, {
    userId: record.user.id,
    sessionId: null,
    operation: LOGIN_OPERATION,
    serviceName: 'LOGIN',
    processName: 'CREATE',
    payload: login,
    steps,
    action: NEW_DEVICE_ACTION,
  });
  throw challengeError(await describeForUser(challengeDeps, row, key));
};

/** The login challenge's executor: its steps are done, the session opens. */
export const runPendingLogin = async (
  deps: AppDeps,
  userId: string,
  payload: unknown,
  reply: FastifyReply,
) => {
  const record = await findUserById(deps.database.db, userId);
  if (!record || !canSignIn(record)) {
    throw new AppError('LOGIN_FAILED');
  }
  return finishLogin(deps, record, pendingLoginSchema.parse(payload), reply);
};
