/** A company's account holder and the rights given to its other users (spec §1, §6). */
import { z } from 'zod';
import { languageSchema } from '../shared/common.ts';
import { lettersField, NAME_MAX_LENGTH, PHONE_PATTERN, requiredText } from '../shared/forms.ts';

export const RIGHT_CHANNELS = ['MOB', 'WEB'] as const;

export const rightSchema = z.object({
  service: z.string().min(1).max(64),
  process: z.string().min(1).max(16),
  /** The channels the user may use it on (mobile app, web); both when absent. */
  channels: z.array(z.enum(RIGHT_CHANNELS)).min(1).max(2).optional(),
});
export type Right = z.infer<typeof rightSchema>;

export const COMPANY_USER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

export const companyUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** INACTIVE: suspended by the holder, cannot sign in until reactivated. */
  status: z.enum(COMPANY_USER_STATUSES),
  /** Still to choose a password: invited and not signed in yet. */
  isInvited: z.boolean(),
  rights: z.array(rightSchema),
  /** The company's accounts this user may see (and act on, within its rights). */
  accountIds: z.array(z.string()),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

export const updateRightsSchema = z.object({
  userId: z.uuid(),
  rights: z.array(rightSchema).max(200),
});
export type UpdateRightsRequest = z.infer<typeof updateRightsSchema>;

export const companyUserStatusSchema = z.object({
  userId: z.uuid(),
  status: z.enum(COMPANY_USER_STATUSES),
});
export type CompanyUserStatusRequest = z.infer<typeof companyUserStatusSchema>;

export const companyUserIdSchema = z.object({ userId: z.uuid() });

export const updateCompanyUserAccountsSchema = z.object({
  userId: z.uuid(),
  accountIds: z.array(z.uuid()).max(50),
});
export type UpdateCompanyUserAccountsRequest = z.infer<typeof updateCompanyUserAccountsSchema>;

/** A new login for the company: it chooses its password at first sign-in, with the code sent to its phone. */
export const inviteCompanyUserSchema = z.object({
  // The login rules of usernameSchema, with a form key for each refusal.
  username: requiredText(32)
    .toLowerCase()
    .min(3, { error: 'minLength' })
    .regex(/^[a-z0-9._-]+$/, 'pattern'),
  firstName: lettersField(NAME_MAX_LENGTH),
  lastName: lettersField(NAME_MAX_LENGTH),
  phoneNumber: requiredText(8).regex(PHONE_PATTERN, 'ErrorMsgInvalidPhoneNumber'),
  email: requiredText(80).pipe(z.email({ error: 'email' })),
});
export type InviteCompanyUserRequest = z.infer<typeof inviteCompanyUserSchema>;

export const COMPANY_USER_CHANGE_ACTIONS = [
  'INVITE',
  'RIGHTS',
  'ACCOUNTS',
  'SUSPEND',
  'REACTIVATE',
  'REVOKE',
] as const;

/** One change the holder made (who, what, when), newest first. */
export const companyUserChangeSchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(COMPANY_USER_CHANGE_ACTIONS),
  actorName: z.string(),
  targetName: z.string(),
  rights: z.array(rightSchema).nullable(),
  accountIds: z.array(z.string()).nullable(),
});
export type CompanyUserChange = z.infer<typeof companyUserChangeSchema>;

/** PUT secure/update-language: the language the bank writes to the user in. */
export const updateLanguageSchema = z.object({ language: languageSchema });
