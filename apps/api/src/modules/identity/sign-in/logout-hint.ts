/**
 * The ID token of a session that has just ended (idle expiry): still a valid hint for the
 * provider's logout, so the provider's own session ends too without asking the person to confirm.
 */
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../../clock.ts';
import type { AppDb } from '../../../db/client.ts';
import { hashChallengeKey } from '../challenges/challenge-key.ts';
import { findChallengeByKeyHash, updatePendingChallenge } from '../challenges/challenges.queries.ts';
import { readToken } from '../session/access-options.ts';
import type { SessionCookiePolicy } from '../session/session-cookie.ts';
import { hashSessionToken } from '../session/session-token.ts';
import { findSessionByTokenHash } from '../session/sessions.queries.ts';
import { LOGIN_OPERATION, pendingLoginSchema } from './login.service.ts';

export const findLogoutHint = async (
  db: AppDb,
  request: FastifyRequest,
  policy: SessionCookiePolicy,
): Promise<string | null> => {
  const found = readToken(request, policy);
  if (!found) {
    return null;
  }
  const record = await findSessionByTokenHash(db, hashSessionToken(found.token));
  return record?.session.idToken ?? null;
};

/** A sign-in challenge given up half way: it is cancelled, and its ID token hints the provider's logout. */
export const cancelLoginChallenge = async (
  db: AppDb,
  clock: Clock,
  challengeKey: string,
): Promise<string | null> => {
  const row = await findChallengeByKeyHash(db, hashChallengeKey(challengeKey));
  if (!row || row.operation !== LOGIN_OPERATION || row.status !== 'PENDING') {
    return null;
  }
  await updatePendingChallenge(db, row.id, { status: 'CANCELLED', completedAt: clock.now() });
  const login = pendingLoginSchema.safeParse(row.payload);
  return login.success ? login.data.idToken : null;
};
