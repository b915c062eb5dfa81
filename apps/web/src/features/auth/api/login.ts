/** POST login: exchanges the authorization code and its PKCE verifier for a session. */
import type { LoginRequest, LoginResult } from '@baraka/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

export function postLogin(body: LoginRequest): Promise<LoginResult> {
  return apiRequest<LoginResult>('login', { method: 'POST', body });
}
