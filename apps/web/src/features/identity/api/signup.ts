/** POST signup (may answer OTP.300) and GET users/checkUser (spec §7). */
import { signupEndpoints } from '@baraka/contracts/identity/endpoints';
import type { SignupRequest, SignupResult } from '@baraka/contracts/identity/signup';
import { call } from '../../../lib/call';
import { CHALLENGE_KEY_HEADER } from '../../../lib/challenges';

export function postSignup(body: SignupRequest, challengeKey?: string): Promise<SignupResult> {
  return call(
    signupEndpoints.signup,
    { body },
    challengeKey ? { headers: { [CHALLENGE_KEY_HEADER]: challengeKey } } : {},
  );
}

export function checkUsername(username: string): Promise<{ username: string; available: boolean }> {
  return call(signupEndpoints.checkUser, { query: { username } });
}
