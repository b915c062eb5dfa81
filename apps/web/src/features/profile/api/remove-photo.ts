/** DELETE secure/profile/photo: removes the user's photo. */
import { profileEditEndpoints } from '@baraka/contracts/profile/endpoints';
import { call } from '../../../lib/call';

export function removePhoto(): Promise<boolean> {
  return call(profileEditEndpoints.removePhoto);
}
