/** Who is calling, once the session is resolved: available to handlers as `request.auth`. */
import type { Channel } from '@baraka/contracts';
import type { Grant, RoleName } from '@baraka/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors/index.ts';
import { getUserRole } from '../users/user-profile.ts';
import type { SessionRecord } from './session/sessions.queries.ts';

export type AuthContext = {
  sessionId: string;
  userId: string;
  username: string;
  channel: Channel;
  isDemo: boolean;
  role: RoleName;
  /** What the user may do (spec §6), loaded once per call. */
  grants: readonly Grant[];
  record: SessionRecord;
};

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  interface FastifyRequest {
    /** Set on routes that read the session; null for visitors. */
    auth: AuthContext | null;
  }
}

export const toAuthContext = (
  record: SessionRecord,
  channel: Channel,
  grants: readonly Grant[],
): AuthContext => ({
  sessionId: record.session.id,
  userId: record.user.id,
  username: record.user.username,
  channel,
  isDemo: record.session.isDemo,
  role: getUserRole(record),
  grants,
  record,
});

/** The caller's session in a handler of a route that declared `auth: 'session'`. */
export const requireAuth = (request: FastifyRequest): AuthContext => {
  if (!request.auth) {
    throw new AppError('UNAUTHORIZED');
  }
  return request.auth;
};
