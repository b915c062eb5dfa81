/** A company's account holder and the rights given to its other users (spec §1, §6). */
import { z } from 'zod';
import { languageSchema } from '../shared/common.ts';

export const rightSchema = z.object({
  service: z.string().min(1).max(64),
  process: z.string().min(1).max(16),
});
export type Right = z.infer<typeof rightSchema>;

export const companyUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  rights: z.array(rightSchema),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

export const updateRightsSchema = z.object({
  userId: z.uuid(),
  rights: z.array(rightSchema).max(200),
});
export type UpdateRightsRequest = z.infer<typeof updateRightsSchema>;

/** PUT secure/update-language: the language the bank writes to the user in. */
export const updateLanguageSchema = z.object({ language: languageSchema });
