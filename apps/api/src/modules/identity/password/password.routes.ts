/** Password calls of spec §7: POST forgotPwd (with a one-time code) and POST secure/resetPwd (signed in). */
import { passwordEndpoints } from '@baraka/contracts';
import { AppError } from '../../../plugins/errors/index.ts';
import { serve } from '../../../plugins/serve-endpoint.ts';
import { requireAuth } from '../../../plugins/session/auth-context.ts';
import { defineModule } from '../../module.ts';
import { toChallengeDeps } from '../challenges/challenge-flow.ts';
import { resetForgottenPassword } from './forgot-password.service.ts';
import { registerFailure } from './lockout.service.ts';
import { changePassword } from './password.service.ts';
import { toPasswordFieldErrors } from './password-errors.ts';
import { verifyPassword } from './password-hash.ts';

export const passwordRoutes = defineModule('password', async (app, deps) => {
  const db = deps.database.db;

  serve(app, passwordEndpoints.forgot, async (request) => {
    await resetForgottenPassword(toChallengeDeps(deps), request, request.body);
    return true;
  });

  serve(app, passwordEndpoints.reset, async (request) => {
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
    return true;
  });
});
