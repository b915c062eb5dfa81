/** GET secure/session (who is signed in, on reload) and GET secure/ping (keeps the session alive). */
import type { CurrentSession, SessionInfo } from '@baraka/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

export function fetchCurrentSession(): Promise<CurrentSession> {
  return apiRequest<CurrentSession>('secure/session');
}

export function pingSession(): Promise<SessionInfo> {
  return apiRequest<SessionInfo>('secure/ping');
}
