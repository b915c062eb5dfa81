/** POST user/uploadPhotoUser: the picture itself as the body; the bank re-encodes it. */
import type { UserProfile } from '@baraka/contracts/identity/auth';
import { profileEditEndpoints } from '@baraka/contracts/profile/endpoints';
import { apiRequest } from '../../../lib/api-client';

// The body is the file's bytes, which the typed `call` (JSON bodies) does not send; the path and
// method still come from the endpoint's definition.
export function uploadPhoto(file: File): Promise<UserProfile> {
  return apiRequest<UserProfile>(profileEditEndpoints.uploadPhoto.path, {
    method: profileEditEndpoints.uploadPhoto.method,
    body: file,
  });
}
