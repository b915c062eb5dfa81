/**
 * The profile calls of spec §7 (`profileEditEndpoints`): contact details, favourite account, photo,
 * and the phone and e-mail changes. A new phone or e-mail answers 202 OTP.300 first: the code goes
 * to the NEW contact and is bound to this session and this value; the same body sent again with the
 * verified `challenge-key` makes the change, and the old contact is told. The profile itself and the
 * language are `profileEndpoints` (identity), the password `passwordEndpoints.reset`.
 */

import { userProfileSchema } from '../identity/auth.ts';
import { BOOLEAN_ANSWER, defineEndpoint, FILE_ANSWER, objectAnswer } from '../shared/endpoint.ts';
import {
  updateEmailSchema,
  updateFavoriteAccountSchema,
  updatePhoneSchema,
  updateUserInfoSchema,
} from './requests.ts';

const SIGNED_IN = { auth: 'session' } as const;
const PHOTO_NOTE =
  'The body is the image itself (Content-Type image/jpeg or image/png, at most 2 MB). Its bytes must decode as ' +
  'that type (422 PROFILE.PHOTO_INVALID, 413 PROFILE.PHOTO_TOO_LARGE); it is resized and re-encoded as JPEG, never kept raw.';
const CODE_NOTE =
  'Without `challenge-key`: 202 OTP.300, the code sent to the new contact. Send the same body again with the verified key.';

export const profileEditEndpoints = {
  updateUser: defineEndpoint({
    method: 'POST',
    path: 'user/updateUser',
    area: 'profile',
    summary: 'Changes the contact details that need no code (office and home phone, address, post code)',
    access: SIGNED_IN,
    body: updateUserInfoSchema,
    answer: objectAnswer(userProfileSchema),
  }),
  updateInfo: defineEndpoint({
    method: 'POST',
    path: 'secure/update/user/info',
    area: 'profile',
    summary: 'Same as user/updateUser (the path the secure area uses)',
    access: SIGNED_IN,
    body: updateUserInfoSchema,
    answer: objectAnswer(userProfileSchema),
  }),
  uploadPhoto: defineEndpoint({
    method: 'POST',
    path: 'user/uploadPhotoUser',
    area: 'profile',
    summary: "Sets the user's photo",
    description: PHOTO_NOTE,
    access: SIGNED_IN,
    answer: objectAnswer(userProfileSchema),
  }),
  updatePicture: defineEndpoint({
    method: 'PUT',
    path: 'secure/updateProfilePicture',
    area: 'profile',
    summary: "Replaces the user's photo",
    description: PHOTO_NOTE,
    access: SIGNED_IN,
    answer: objectAnswer(userProfileSchema),
  }),
  photo: defineEndpoint({
    method: 'GET',
    path: 'secure/profile/photo',
    area: 'profile',
    summary: "The user's photo as re-encoded by the bank (JPEG, 256 px); 404 PROFILE.NO_PHOTO without one",
    access: SIGNED_IN,
    answer: FILE_ANSWER,
  }),
  removePhoto: defineEndpoint({
    method: 'DELETE',
    path: 'secure/profile/photo',
    area: 'profile',
    summary: "Removes the user's photo",
    access: SIGNED_IN,
    answer: BOOLEAN_ANSWER,
  }),
  favoriteAccount: defineEndpoint({
    method: 'PUT',
    path: 'secure/updateFavoriteAccount',
    area: 'profile',
    summary: 'Chooses the favourite account (one the user may see; 404 otherwise)',
    access: SIGNED_IN,
    body: updateFavoriteAccountSchema,
    answer: objectAnswer(userProfileSchema),
  }),
  phone: defineEndpoint({
    method: 'PUT',
    path: 'secure/profile/user/phone',
    area: 'profile',
    summary: 'Changes the mobile phone number, with a code sent to the new number',
    description: CODE_NOTE,
    access: SIGNED_IN,
    body: updatePhoneSchema,
    answer: objectAnswer(userProfileSchema),
    mayChallenge: true,
  }),
  email: defineEndpoint({
    method: 'PUT',
    path: 'secure/profile/user/email',
    area: 'profile',
    summary: 'Changes the e-mail address, with a code sent to the new address',
    description: CODE_NOTE,
    access: SIGNED_IN,
    body: updateEmailSchema,
    answer: objectAnswer(userProfileSchema),
    mayChallenge: true,
  }),
};
