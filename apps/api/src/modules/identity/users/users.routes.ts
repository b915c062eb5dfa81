/** The signed-in user's profile (spec §3 "User profile"), with customer segment, universe and role. */
import { profileEndpoints } from '@baraka/contracts';
import { serve } from '../../../plugins/serve-endpoint.ts';
import { requireAuth } from '../../../plugins/session/auth-context.ts';
import { defineModule } from '../../module.ts';
import { toUserProfile } from './user-profile.ts';
import { updateUserLanguage } from './users.queries.ts';

export const usersRoutes = defineModule('users', async (app, deps) => {
  serve(app, profileEndpoints.profile, async (request) => toUserProfile(requireAuth(request).record));

  serve(app, profileEndpoints.updateLanguage, async (request) => {
    await updateUserLanguage(deps.database.db, requireAuth(request).userId, request.body.language);
    return true;
  });
});
