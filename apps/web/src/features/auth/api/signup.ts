/** POST signup (may answer OTP.300) and GET users/checkUser (spec §7). */
import type { SignupRequest, SignupResult } from '@baraka/contracts/signup';
import { apiRequest } from '../../../lib/api-client';
import { CHALLENGE_KEY_HEADER } from '../../../lib/challenges';

export function postSignup(body: SignupRequest, challengeKey?: string): Promise<SignupResult> {
  return apiRequest<SignupResult>('signup', {
    method: 'POST',
    body,
    ...(challengeKey ? { headers: { [CHALLENGE_KEY_HEADER]: challengeKey } } : {}),
  });
}

export function checkUsername(username: string): Promise<{ username: string; available: boolean }> {
  return apiRequest('users/checkUser', { query: { username } });
}
