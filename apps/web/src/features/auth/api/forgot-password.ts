/** POST forgotPwd: first the identity (answers OTP.300), then with the verified key the new password. */
import type { ForgotPasswordRequest } from '@baraka/contracts/password';
import { apiRequest } from '../../../lib/api-client';
import { CHALLENGE_KEY_HEADER } from '../../../lib/challenges';

export function postForgotPassword(body: ForgotPasswordRequest, challengeKey?: string): Promise<boolean> {
  return apiRequest<boolean>('forgotPwd', {
    method: 'POST',
    body,
    ...(challengeKey ? { headers: { [CHALLENGE_KEY_HEADER]: challengeKey } } : {}),
  });
}
