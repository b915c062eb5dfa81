/** What the profile calls take (spec §7 "Profile"). */
import { z } from 'zod';
import { phoneNumberSchema } from '../identity/password.ts';

export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

/** The contact details a user may change without a code (the phone and e-mail need one). */
export const updateUserInfoSchema = z
  .object({
    officePhoneNumber: phoneNumberSchema.nullable().optional(),
    homePhoneNumber: phoneNumberSchema.nullable().optional(),
    fullAddress: z
      .string()
      .trim()
      .max(200, 'maxLength')
      .regex(/^[\p{L}\p{N},\-_ ]*$/u, 'specialCharactersValidation')
      .optional(),
    postCode: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'InvalidNumber')
      .optional(),
  })
  .strict();
export type UpdateUserInfoInput = z.infer<typeof updateUserInfoSchema>;

export const updateFavoriteAccountSchema = z.object({ accountId: z.uuid() });
export type UpdateFavoriteAccountInput = z.infer<typeof updateFavoriteAccountSchema>;

export const updatePhoneSchema = z.object({ phoneNumber: phoneNumberSchema });
export type UpdatePhoneInput = z.infer<typeof updatePhoneSchema>;

export const updateEmailSchema = z.object({ email: z.email('email').max(120, 'maxLength') });
export type UpdateEmailInput = z.infer<typeof updateEmailSchema>;
