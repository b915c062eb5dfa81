/** The signed-in user's profile (spec §3 "User profile"), with customer segment, universe and role. */
import { objectEnvelope, userProfileSchema } from '@baraka/contracts';
import { ok } from '../../plugins/envelope.ts';
import { requireAuth } from '../auth/auth-context.ts';
import { defineModule } from '../module.ts';
import { toUserProfile } from './user-profile.ts';

export const usersModule = defineModule('users', async (app) => {
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
});
