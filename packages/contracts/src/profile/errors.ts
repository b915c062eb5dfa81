/** The refusals of the profile calls. */
export const PROFILE_ERROR_CODES = {
  /** Not a JPEG or PNG, or its bytes do not decode as one. */
  PHOTO_INVALID: { code: 'PROFILE.PHOTO_INVALID', http: 422 },
  /** Over 2 MB. */
  PHOTO_TOO_LARGE: { code: 'PROFILE.PHOTO_TOO_LARGE', http: 413 },
  /** The user has no photo. */
  NO_PHOTO: { code: 'PROFILE.NO_PHOTO', http: 404 },
  /** The new phone or e-mail is the one already on file. */
  SAME_CONTACT: { code: 'PROFILE.SAME_CONTACT', http: 422 },
} as const;
