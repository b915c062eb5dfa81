/** What the browser checks of a chosen photo before sending it (the bank checks the bytes again). */
import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from '@baraka/contracts/profile/requests';

export type PhotoFileProblem = 'type' | 'size' | null;

export function checkPhotoFile(file: Pick<File, 'type' | 'size'>): PhotoFileProblem {
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return 'type';
  }
  return file.size > PROFILE_PHOTO_MAX_BYTES ? 'size' : null;
}
