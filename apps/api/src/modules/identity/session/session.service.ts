/** Opening, resolving and closing sessions: idle 600 s enforced here, 12 h at most (spec §9). */
import { type Channel, SESSION_LIMITS, type SessionInfo } from '@baraka/contracts';
import type { Clock } from '../../../clock.ts';
import type { AppDb } from '../../../db/client.ts';
import { createSessionToken, hashSessionToken } from './session-token.ts';
import {
  findSessionByTokenHash,
  insertSession,
  revokeSession,
  type SessionRecord,
  type SessionRow,
  touchSession,
} from './sessions.queries.ts';

const IDLE_MS = SESSION_LIMITS.idleSeconds * 1000;
const ABSOLUTE_MS = SESSION_LIMITS.absoluteSeconds * 1000;
// Many calls arrive together; writing the activity time once per few seconds is precise enough.
const TOUCH_GRANULARITY_MS = 5_000;

/** Why a session stopped; idle and absolute expiry answer AUTH.LOGIN.EXPIRED_SESSION, the rest 401. */
export type RevokeReason = 'logout' | 'idle' | 'absolute' | 'password-change' | 'lockout' | 'demo-exit';
const EXPIRY_REASONS: ReadonlySet<string> = new Set<RevokeReason>(['idle', 'absolute']);

export type SessionResolution =
  | { status: 'none' }
  | { status: 'expired' }
  | { status: 'active'; record: SessionRecord };

export type OpenSessionInput = {
  userId: string;
  channel: Channel;
  deviceId: string | null;
  idToken: string | null;
  isDemo: boolean;
};

export const openSession = async (
  db: AppDb,
  clock: Clock,
  input: OpenSessionInput,
): Promise<{ token: string; session: SessionRow }> => {
  const now = clock.now();
  const { token, tokenHash } = createSessionToken();
  const session = await insertSession(db, {
    ...input,
    tokenHash,
    createdAt: now,
    lastActivityAt: now,
    expiresAt: new Date(now.getTime() + ABSOLUTE_MS),
  });
  return { token, session };
};

/**
 * The session a token opens on the caller's channel: a session belongs to the channel it was
 * opened for (a mobile token sent as the web, or a web cookie as the phone, is no session).
 */
export const resolveSessionToken = async (
  db: AppDb,
  clock: Clock,
  token: string,
  channel: Channel,
): Promise<SessionResolution> => {
  const record = await findSessionByTokenHash(db, hashSessionToken(token));
  if (!record || record.session.channel !== channel) {
    return { status: 'none' };
  }
  const { session } = record;
  if (session.revokedAt) {
    return EXPIRY_REASONS.has(session.revokeReason ?? '') ? { status: 'expired' } : { status: 'none' };
  }
  const now = clock.now();
  const expiry: RevokeReason | null =
    now.getTime() - session.lastActivityAt.getTime() > IDLE_MS
      ? 'idle'
      : now.getTime() > session.expiresAt.getTime()
        ? 'absolute'
        : null;
  if (expiry) {
    await revokeSession(db, session.id, now, expiry);
    return { status: 'expired' };
  }
  if (now.getTime() - session.lastActivityAt.getTime() >= TOUCH_GRANULARITY_MS) {
    await touchSession(db, session.id, now);
    return { status: 'active', record: { ...record, session: { ...session, lastActivityAt: now } } };
  }
  return { status: 'active', record };
};

export const closeSession = (db: AppDb, clock: Clock, sessionId: string, reason: RevokeReason) =>
  revokeSession(db, sessionId, clock.now(), reason);

export const describeSession = (session: SessionRow): SessionInfo => {
  const idleExpiresAt = Math.min(session.lastActivityAt.getTime() + IDLE_MS, session.expiresAt.getTime());
  return {
    expiresAt: session.expiresAt.toISOString(),
    idleExpiresAt: new Date(idleExpiresAt).toISOString(),
    idleTimeoutSeconds: SESSION_LIMITS.idleSeconds,
    warningSeconds: SESSION_LIMITS.warningSeconds,
    pingIntervalSeconds: SESSION_LIMITS.pingSeconds,
    isDemo: session.isDemo,
  };
};
