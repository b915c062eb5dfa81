/** GET api/oidc/logout/start (the provider's logout page) and GET secure/logout (ends the session). */
import type { LogoutStart } from '@baraka/contracts/identity/auth';
import { authEndpoints } from '@baraka/contracts/identity/endpoints';
import { call } from '../../../lib/call';

/** With the key of a sign-in challenge being cancelled, the provider's session ends without a question. */
export function fetchLogoutStart(challengeKey?: string): Promise<LogoutStart> {
  return call(authEndpoints.logoutStart, { query: { challengeKey } });
}

export function requestLogout(): Promise<boolean> {
  return call(authEndpoints.logout);
}
