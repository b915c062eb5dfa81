/** Password calls of spec §7: POST forgotPwd (with a one-time code) and POST secure/resetPwd (signed in). */
import { booleanEnvelope, forgotPasswordSchema, resetPasswordSchema } from '@baraka/contracts';
import { bool } from '../../plugins/envelope.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { requireAuth } from '../auth/auth-context.ts';
import { toChallengeDeps } from '../challenges/challenge-flow.ts';
import { defineModule } from '../module.ts';
import { resetForgottenPassword } from './forgot-password.service.ts';
import { registerFailure } from './lockout.service.ts';
import { changePassword } from './password.service.ts';
import { toPasswordFieldErrors } from './password-errors.ts';
import { verifyPassword } from './password-hash.ts';

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
});
