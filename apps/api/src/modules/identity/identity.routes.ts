/** Password calls of spec §7: POST forgotPwd (with a one-time code) and POST secure/resetPwd (signed in). */
import {
  booleanEnvelope,
  checkUserQuerySchema,
  checkUserResultSchema,
  forgotPasswordSchema,
  objectEnvelope,
  resetPasswordSchema,
  signupRequestSchema,
  signupResultSchema,
} from '@baraka/contracts';
import { bool, ok } from '../../plugins/envelope.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { requireAuth } from '../auth/auth-context.ts';
import { toChallengeDeps } from '../challenges/challenge-flow.ts';
import { defineModule } from '../module.ts';
import { findUserByUsername } from '../users/users.queries.ts';
import { resetForgottenPassword } from './forgot-password.service.ts';
import { registerFailure } from './lockout.service.ts';
import { changePassword } from './password.service.ts';
import { toPasswordFieldErrors } from './password-errors.ts';
import { verifyPassword } from './password-hash.ts';
import { signup } from './signup.service.ts';

export const identityModule = defineModule('identity', async (app, deps) => {
  const db = deps.database.db;

  app.post(
    '/forgotPwd',
    {
      schema: {
        tags: ['password'],
        summary:
          'Forgotten password: answers OTP.300, then sets the new password when sent again with the code verified',
        body: forgotPasswordSchema,
        response: { 200: booleanEnvelope },
      },
    },
    async (request) => {
      await resetForgottenPassword(toChallengeDeps(deps), request, request.body);
      return bool(true);
    },
  );

  app.post(
    '/secure/resetPwd',
    {
      schema: {
        tags: ['password'],
        summary: 'Changes the password of the signed-in user; their other sessions end',
        body: resetPasswordSchema,
        response: { 200: booleanEnvelope },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { user } = auth.record;
      if (!(await verifyPassword(request.body.currentPassword, user.passwordHash))) {
        const lock = await registerFailure(db, deps.clock, user.id, 'password');
        throw lock.isLocked
          ? new AppError('ACCOUNT_LOCKED')
          : new AppError('INVALID_REQUEST', {
              fieldErrors: [{ field: 'currentPassword', key: 'invalidPassword' }],
            });
      }
      const change = await changePassword(db, deps.clock, user, request.body, auth.sessionId);
      if (change.status === 'rules' || change.status === 'mismatch') {
        throw new AppError('INVALID_REQUEST', {
          fieldErrors: toPasswordFieldErrors(
            change.status === 'rules' ? change.rules : [],
            change.status === 'mismatch',
          ),
        });
      }
      if (change.status === 'same') {
        throw new AppError('INVALID_REQUEST', {
          fieldErrors: [{ field: 'newPassword', key: 'passwordReused' }],
        });
      }
      return bool(true);
    },
  );

  app.post(
    '/signup',
    {
      schema: {
        tags: ['registration'],
        summary: 'Online registration of an existing customer (may answer OTP.300)',
        description:
          'Identity first (answers OTP.300); sent again with the verified `challenge-key` header it answers the ' +
          'offer, and with pack, username and password it creates the access.',
        body: signupRequestSchema,
        response: { 200: objectEnvelope(signupResultSchema) },
      },
    },
    async (request) => ok(await signup(toChallengeDeps(deps), request, request.body)),
  );

  app.get(
    '/users/checkUser',
    {
      schema: {
        tags: ['registration'],
        summary: 'Whether a username is still free',
        querystring: checkUserQuerySchema,
        response: { 200: objectEnvelope(checkUserResultSchema) },
      },
    },
    async (request) => {
      const { username } = request.query;
      return ok({ username, available: (await findUserByUsername(db, username)) === undefined });
    },
  );
});
