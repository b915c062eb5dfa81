/** GET secure/session (who is signed in, on reload) and GET secure/ping (keeps the session alive). */
import type { CurrentSession, SessionInfo } from '@baraka/contracts/identity/auth';
import { authEndpoints } from '@baraka/contracts/identity/endpoints';
import { call } from '../../../lib/call';

export function fetchCurrentSession(): Promise<CurrentSession> {
  return call(authEndpoints.session);
}

export function pingSession(): Promise<SessionInfo> {
  return call(authEndpoints.ping);
}
