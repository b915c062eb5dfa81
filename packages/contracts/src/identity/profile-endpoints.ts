/** The signed-in user's profile calls (spec §3 "User profile"): read it, set the bank's language. */

import { BOOLEAN_ANSWER, defineEndpoint, objectAnswer } from '../shared/endpoint.ts';
import { userProfileSchema } from './auth.ts';
import { updateLanguageSchema } from './company.ts';

export const profileEndpoints = {
  profile: defineEndpoint({
    method: 'GET',
    path: 'secure/api/user/profile',
    area: 'profile',
    summary: 'The user profile',
    access: { auth: 'session' },
    answer: objectAnswer(userProfileSchema),
  }),
  updateLanguage: defineEndpoint({
    method: 'PUT',
    path: 'secure/update-language',
    area: 'profile',
    summary: 'The language the bank writes to the user in (SMS, e-mail)',
    access: { auth: 'session' },
    body: updateLanguageSchema,
    answer: BOOLEAN_ANSWER,
  }),
};
