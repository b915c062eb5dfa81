/** The signed-in user's profile (spec §3 "User profile"), with customer segment, universe and role. */
import { booleanEnvelope, objectEnvelope, updateLanguageSchema, userProfileSchema } from '@baraka/contracts';
import { bool, ok } from '../../plugins/envelope.ts';
import { requireAuth } from '../auth/auth-context.ts';
import { defineModule } from '../module.ts';
import { toUserProfile } from './user-profile.ts';
import { updateUserLanguage } from './users.queries.ts';

export const usersModule = defineModule('users', async (app, deps) => {
  app.get(
    '/secure/api/user/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'The user profile',
        response: { 200: objectEnvelope(userProfileSchema) },
      },
    },
    async (request) => ok(toUserProfile(requireAuth(request).record)),
  );

  app.put(
    '/secure/update-language',
    {
      schema: {
        tags: ['profile'],
        summary: 'The language the bank writes to the user in (SMS, e-mail)',
        body: updateLanguageSchema,
        response: { 200: booleanEnvelope },
      },
    },
    async (request) => {
      await updateUserLanguage(deps.database.db, requireAuth(request).userId, request.body.language);
      return bool(true);
    },
  );
});
