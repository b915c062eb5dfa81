/** Forgotten password (POST forgotPwd) and changing it while signed in (POST secure/resetPwd). */
import { z } from 'zod';

export const phoneNumberSchema = z.string().regex(/^\d{8}$/, 'ErrorMsgInvalidPhoneNumber');
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(32)
  .regex(/^[a-z0-9._-]+$/, 'pattern');

export const newPasswordFieldsSchema = z.object({
  newPassword: z.string().min(1).max(256),
  confirmPassword: z.string().min(1).max(256),
});

/**
 * First call: who (username and the phone the bank knows) — answers OTP.300. Second call, with
 * the `challenge-key` header once the code is validated: the same identity and the new password.
 */
export const forgotPasswordSchema = z.object({
  username: usernameSchema,
  phoneNumber: phoneNumberSchema,
  newPassword: z.string().min(1).max(256).optional(),
  confirmPassword: z.string().min(1).max(256).optional(),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = newPasswordFieldsSchema.extend({
  currentPassword: z.string().min(1).max(256),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;
