/** GET api/oidc/logout/start (the provider's logout page) and GET secure/logout (ends the session). */
import type { LogoutStart } from '@baraka/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/** With the key of a sign-in challenge being cancelled, the provider's session ends without a question. */
export function fetchLogoutStart(challengeKey?: string): Promise<LogoutStart> {
  return apiRequest<LogoutStart>('api/oidc/logout/start', { query: { challengeKey } });
}

export function requestLogout(): Promise<boolean> {
  return apiRequest<boolean>('secure/logout');
}
