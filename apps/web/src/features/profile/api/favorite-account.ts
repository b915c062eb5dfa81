/** PUT secure/updateFavoriteAccount: chooses the favourite account. */
import type { UserProfile } from '@baraka/contracts/identity/auth';
import { profileEditEndpoints } from '@baraka/contracts/profile/endpoints';
import { call } from '../../../lib/call';

export function updateFavoriteAccount(accountId: string): Promise<UserProfile> {
  return call(profileEditEndpoints.favoriteAccount, { body: { accountId } });
}
