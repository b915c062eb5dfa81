/** POST secure/resetPwd: the signed-in user's new password (the current one first); other sessions end. */

import { passwordEndpoints } from '@baraka/contracts/identity/endpoints';
import type { ResetPasswordRequest } from '@baraka/contracts/identity/password';
import { call } from '../../../lib/call';

export function changePassword(body: ResetPasswordRequest): Promise<boolean> {
  return call(passwordEndpoints.reset, { body });
}
