/** POST login: exchanges the authorization code and its PKCE verifier for a session. */
import type { LoginRequest, LoginResult } from '@baraka/contracts/identity/auth';
import { authEndpoints } from '@baraka/contracts/identity/endpoints';
import { call } from '../../../lib/call';

export function postLogin(body: LoginRequest): Promise<LoginResult> {
  return call(authEndpoints.login, { body });
}
