/** POST secure/logout/others: ends every other session of the user (other browsers and phones). */
import type { EndedSessions } from '@baraka/contracts/identity/auth';
import { authEndpoints } from '@baraka/contracts/identity/endpoints';
import { call } from '../../../lib/call';

export function logOutOtherSessions(): Promise<EndedSessions> {
  return call(authEndpoints.logoutOthers);
}
