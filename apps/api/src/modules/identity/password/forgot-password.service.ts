/**
 * Forgotten password: the username and the phone number the bank knows, a one-time code to that
 * phone, then a new password under the stated policy. Nothing says which of the two did not match.
 */
import type { ForgotPasswordRequest } from '@baraka/contracts';
import { findPasswordProblems } from '@baraka/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../plugins/errors/index.ts';
import { type ChallengeDeps, challengeError, startChallenge } from '../challenges/challenge.service.ts';
import { describeForUser } from '../challenges/challenge-flow.ts';
import {
  consumeForPayload,
  findVerifiedChallenge,
  readChallengeKey,
} from '../challenges/verified-challenge.ts';
import { findUserByUsername } from '../users/users.queries.ts';
import { canSignIn } from './credentials.service.ts';
import { getLockStatus, registerSuccess } from './lockout.service.ts';
import { changePassword } from './password.service.ts';
import { toPasswordFieldErrors } from './password-errors.ts';

export const RESET_OPERATION = 'password.reset';

const RESET_ACTION = {
  fr: 'la réinitialisation de votre mot de passe',
  en: 'resetting your password',
  ar: 'إعادة تعيين كلمة المرور',
};

const mismatch = () =>
  new AppError('UNPROCESSABLE', { message: 'This username and phone number do not match an active user' });

export const resetForgottenPassword = async (
  deps: ChallengeDeps,
  request: FastifyRequest,
  input: ForgotPasswordRequest,
): Promise<void> => {
  const record = await findUserByUsername(deps.db, input.username);
  if (!record || !canSignIn(record) || record.user.phoneNumber !== input.phoneNumber) {
    throw mismatch();
  }
  if ((await getLockStatus(deps.db, deps.clock, record.user)).isLocked) {
    throw new AppError('ACCOUNT_LOCKED');
  }
  const payload = { userId: record.user.id, phoneNumber: input.phoneNumber };
  const key = readChallengeKey(request);
  const verified = key ? await findVerifiedChallenge(deps, key, RESET_OPERATION) : null;
  if (!verified) {
    const started = await startChallenge(deps, {
      userId: record.user.id,
      sessionId: null,
      operation: RESET_OPERATION,
      serviceName: 'PASSWORD',
      processName: 'UPDATE',
      payload,
      steps: ['OTP.300'],
      action: RESET_ACTION,
    });
    throw challengeError(await describeForUser(deps, started.row, started.key));
  }
  const newPassword = input.newPassword ?? '';
  const problems = findPasswordProblems(newPassword, record.user.username);
  if (problems.length > 0 || newPassword !== input.confirmPassword) {
    // The code stays good: the person corrects the password and sends again.
    throw new AppError('INVALID_REQUEST', {
      fieldErrors: toPasswordFieldErrors(problems, newPassword !== input.confirmPassword),
    });
  }
  await consumeForPayload(deps, verified, payload);
  const change = await changePassword(deps.db, deps.clock, record.user, {
    newPassword,
    confirmPassword: input.confirmPassword ?? '',
  });
  if (change.status !== 'changed') {
    throw new AppError('INVALID_REQUEST', { fieldErrors: [{ field: 'newPassword', key: 'passwordReused' }] });
  }
  await registerSuccess(deps.db, record.user.id);
};
