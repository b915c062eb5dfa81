/** Who is calling, once the session is resolved: available to handlers as `request.auth`. */
import type { Channel } from '@baraka/contracts';
import type { Grant, RoleName } from '@baraka/domain';
import type { FastifyRequest } from 'fastify';
import type { bankCustomers, sessions, users } from '../../db/schema/index.ts';
import { AppError } from '../errors/index.ts';

/** The session row with the user and bank customer it belongs to. */
export type SessionRecord = {
  user: typeof users.$inferSelect;
  customer: typeof bankCustomers.$inferSelect;
  session: typeof sessions.$inferSelect;
};

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

/** The caller's session in a handler of a route that declared `auth: 'session'`. */
export const requireAuth = (request: FastifyRequest): AuthContext => {
  if (!request.auth) {
    throw new AppError('UNAUTHORIZED');
  }
  return request.auth;
};
