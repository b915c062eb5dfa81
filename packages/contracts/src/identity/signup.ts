/**
 * Online registration (spec §2 register path, §7 POST signup, GET users/checkUser): a bank customer
 * proves who they are (CIN, phone, date of birth, one of their RIBs), confirms the phone with a
 * code, chooses a pack and a username and password.
 */
import { z } from 'zod';
import { packSchema } from './auth.ts';
import { phoneNumberSchema, usernameSchema } from './password.ts';

export const signupIdentitySchema = z.object({
  cin: z.string().regex(/^\d{8}$/, 'invalidCin'),
  phoneNumber: phoneNumberSchema,
  dateOfBirth: z.iso.date(),
  /** 20 digits with its key; spaces allowed. */
  rib: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{20}$/, 'invalidRib')),
});
export type SignupIdentity = z.infer<typeof signupIdentitySchema>;

/**
 * First call: the identity (answers OTP.300). With the verified `challenge-key` header and no
 * username: the offer (who the bank found, which packs). With the pack, username and password:
 * the access is created.
 */
export const signupRequestSchema = signupIdentitySchema.extend({
  pack: packSchema.optional(),
  username: usernameSchema.optional(),
  password: z.string().min(1).max(256).optional(),
  confirmPassword: z.string().min(1).max(256).optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const signupResultSchema = z.object({
  status: z.enum(['OFFER', 'CREATED']),
  customerName: z.string(),
  customerKind: z.enum(['INDIVIDUAL', 'COMPANY']),
  packs: z.array(packSchema),
  username: z.string().nullable(),
});
export type SignupResult = z.infer<typeof signupResultSchema>;

export const checkUserQuerySchema = z.object({ username: usernameSchema });
export const checkUserResultSchema = z.object({ username: z.string(), available: z.boolean() });
