/** A company's account holder and the rights given to its other users (spec §1, §6). */
import { z } from 'zod';
import { languageSchema } from '../shared/common.ts';
import { defineEndpoint, listAnswer, objectAnswer } from '../shared/endpoint.ts';

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

/** Only the company's account holder may call these (checked by the handler). */
const HOLDER_ONLY = { auth: 'session', holder: true } as const;

export const companyEndpoints = {
  users: defineEndpoint({
    method: 'GET',
    path: 'secure/api/company/users',
    area: 'company',
    summary: "The company's other users and the rights its account holder gave them",
    access: HOLDER_ONLY,
    answer: listAnswer(companyUserSchema),
  }),
  updateRights: defineEndpoint({
    method: 'PUT',
    path: 'secure/api/company/users/rights',
    area: 'company',
    summary: "Sets a company user's rights (within what the holder's own pack allows)",
    access: HOLDER_ONLY,
    body: updateRightsSchema,
    answer: objectAnswer(companyUserSchema),
  }),
};
