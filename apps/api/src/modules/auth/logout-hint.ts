/**
 * The ID token of a session that has just ended (idle expiry): still a valid hint for the
 * provider's logout, so the provider's own session ends too without asking the person to confirm.
 */
import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { readToken } from './access-options.ts';
import type { SessionCookiePolicy } from './session/session-cookie.ts';
import { hashSessionToken } from './session/session-token.ts';
import { findSessionByTokenHash } from './session/sessions.queries.ts';

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
