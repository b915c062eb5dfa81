/** GET api/oidc/logout/start (the provider's logout page) and GET secure/logout (ends the session). */
import type { LogoutStart } from '@baraka/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

export function fetchLogoutStart(): Promise<LogoutStart> {
  return apiRequest<LogoutStart>('api/oidc/logout/start');
}

export function requestLogout(): Promise<boolean> {
  return apiRequest<boolean>('secure/logout');
}
