/** How the access plugin finds the caller's session: Bearer token (MOB) or the session cookie (WEB). */
import { isPermitted } from '@baraka/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../../clock.ts';
import type { AppDb } from '../../../db/client.ts';
import type { AccessOptions, AuthOutcome } from '../../../plugins/access/access.ts';
import type { AuthContext } from '../../../plugins/session/auth-context.ts';
import { type ChallengeDeps, challengeError } from '../challenges/challenge.service.ts';
import { getPendingStep } from '../challenges/pending-steps.ts';
import { loadUserGrants } from '../permissions/permissions.service.ts';
import { resolveSessionToken } from './session.service.ts';
import { clearSessionCookie, readSessionCookie, type SessionCookiePolicy } from './session-cookie.ts';
import { toAuthContext } from './to-auth-context.ts';

export type SessionAccessDeps = {
  db: AppDb;
  clock: Clock;
  cookiePolicy: SessionCookiePolicy;
  challenges: ChallengeDeps;
};

/**
 * A cookie counts only on calls that carry the Channel header: a cross-site form or link cannot
 * add a header, so the cookie alone never authorises a forged request.
 */
export const readToken = (request: FastifyRequest, policy: SessionCookiePolicy) => {
  if (request.context.bearerToken) {
    return { token: request.context.bearerToken, fromCookie: false };
  }
  const hasChannelHeader = typeof request.headers.channel === 'string';
  const cookie = hasChannelHeader ? readSessionCookie(request, policy) : null;
  return cookie ? { token: cookie, fromCookie: true } : null;
};

export const authenticateRequest = async (
  deps: SessionAccessDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AuthOutcome<AuthContext>> => {
  const found = readToken(request, deps.cookiePolicy);
  if (!found) {
    return { status: 'none' };
  }
  const { channel } = request.context;
  const resolution = await resolveSessionToken(deps.db, deps.clock, found.token, channel);
  if (resolution.status !== 'active') {
    if (found.fromCookie) {
      clearSessionCookie(reply, deps.cookiePolicy);
    }
    return resolution;
  }
  const grants = await loadUserGrants(deps.db, resolution.record);
  return { status: 'active', auth: toAuthContext(resolution.record, channel, grants) };
};

export const createSessionAccessOptions = (deps: SessionAccessDeps): AccessOptions<AuthContext> => ({
  authenticate: (request, reply) => authenticateRequest(deps, request, reply),
  isPermitted: (auth, permission) => isPermitted(auth.grants, permission, auth.channel),
  pendingStep: async (auth) => {
    const step = await getPendingStep(deps.challenges, auth.record, auth.sessionId);
    return step ? challengeError(step) : null;
  },
  isDemo: (auth) => auth.isDemo,
});
