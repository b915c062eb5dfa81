/** POST secure/update/user/info: the contact details that need no code. */
import type { UserProfile } from '@baraka/contracts/identity/auth';
import { profileEditEndpoints } from '@baraka/contracts/profile/endpoints';
import type { UpdateUserInfoInput } from '@baraka/contracts/profile/requests';
import { call } from '../../../lib/call';

export function updateUserInfo(input: UpdateUserInfoInput): Promise<UserProfile> {
  return call(profileEditEndpoints.updateInfo, { body: input });
}
