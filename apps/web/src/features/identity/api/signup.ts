/** POST signup (may answer OTP.300) and GET users/checkUser (spec §7). */
import { type SignupRequest, type SignupResult, signupEndpoints } from '@baraka/contracts/signup';
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
