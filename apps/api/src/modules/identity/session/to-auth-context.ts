/** Builds the caller's `request.auth` from a resolved session and the grants loaded for it. */
import type { Channel } from '@baraka/contracts';
import type { Grant } from '@baraka/domain';
import type { AuthContext } from '../../../plugins/session/auth-context.ts';
import { getUserRole } from '../users/user-profile.ts';
import type { SessionRecord } from './sessions.queries.ts';

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
