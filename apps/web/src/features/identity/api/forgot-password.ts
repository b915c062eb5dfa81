/** POST forgotPwd: first the identity (answers OTP.300), then with the verified key the new password. */
import { passwordEndpoints } from '@baraka/contracts/identity/endpoints';
import type { ForgotPasswordRequest } from '@baraka/contracts/identity/password';
import { call } from '../../../lib/call';
import { CHALLENGE_KEY_HEADER } from '../../../lib/challenges';

export function postForgotPassword(body: ForgotPasswordRequest, challengeKey?: string): Promise<boolean> {
  return call(
    passwordEndpoints.forgot,
    { body },
    challengeKey ? { headers: { [CHALLENGE_KEY_HEADER]: challengeKey } } : {},
  );
}
