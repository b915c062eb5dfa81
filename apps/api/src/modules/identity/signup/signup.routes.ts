/** Sign-up calls: create a customer's access (with a one-time code) and check that a username is free. */
import { signupEndpoints } from '@baraka/contracts';
import { serve } from '../../../plugins/serve-endpoint.ts';
import { defineModule } from '../../module.ts';
import { toChallengeDeps } from '../challenges/challenge-flow.ts';
import { findUserByUsername } from '../users/users.queries.ts';
import { signup } from './signup.service.ts';

export const signupRoutes = defineModule('signup', async (app, deps) => {
  const db = deps.database.db;

  serve(app, signupEndpoints.signup, async (request) => signup(toChallengeDeps(deps), request, request.body));

  serve(app, signupEndpoints.checkUser, async (request) => {
    const { username } = request.query;
    return { username, available: (await findUserByUsername(db, username)) === undefined };
  });
});
