/**
 * Challenge calls of spec §7: otp/challenge/validateAndContinue and resend,
 * termcondition/challenge/validateAndContinue, secure/api/secretquestion/validateAndContinue,
 * core/continue (and its fallback to the security question) and core/checkpre.
 */
import { challengesEndpoints } from '@baraka/contracts';
import { AppError } from '../../../plugins/errors/index.ts';
import { serve } from '../../../plugins/serve-endpoint.ts';
import { requireAuth } from '../../../plugins/session/auth-context.ts';
import { defineModule } from '../../module.ts';
import { challengeError, findChallengeForStep } from './challenge.service.ts';
import { fallBackToQuestion, isStrongAuthRequired, resendOtp } from './challenge-actions.ts';
import { advanceChallenge, describeForUser, toChallengeDeps } from './challenge-flow.ts';
import { acceptTerms, checkOtp, checkSecurityAnswer, enrolSecurityQuestion } from './challenge-steps.ts';
import { CHALLENGE_OPERATIONS } from './operations.ts';

export const challengesRoutes = defineModule('challenges', async (app, deps) => {
  const challengeDeps = toChallengeDeps(deps);
  const sessionOf = (auth: { sessionId: string } | null) => auth?.sessionId ?? null;

  serve(app, challengesEndpoints.validateOtp, async (request, reply) => {
    const { challengeKey, otp, payload } = request.body;
    const row = await findChallengeForStep(challengeDeps, challengeKey, ['OTP.300'], sessionOf(request.auth));
    await checkOtp(challengeDeps, row, { otp, payload });
    return await advanceChallenge(
      { deps, request, reply, operations: CHALLENGE_OPERATIONS },
      row,
      challengeKey,
    );
  });

  serve(app, challengesEndpoints.resendOtp, async (request) => {
    const { challengeKey } = request.query;
    const row = await findChallengeForStep(challengeDeps, challengeKey, ['OTP.300'], sessionOf(request.auth));
    return describeForUser(challengeDeps, await resendOtp(challengeDeps, row), challengeKey);
  });

  serve(app, challengesEndpoints.acceptTerms, async (request, reply) => {
    const { challengeKey, termsVersion } = request.body;
    const row = await findChallengeForStep(
      challengeDeps,
      challengeKey,
      ['TERM_COND'],
      sessionOf(request.auth),
    );
    await acceptTerms(challengeDeps, row, termsVersion);
    return await advanceChallenge(
      { deps, request, reply, operations: CHALLENGE_OPERATIONS },
      row,
      challengeKey,
    );
  });

  serve(app, challengesEndpoints.securityQuestion, async (request, reply) => {
    const auth = requireAuth(request);
    const { challengeKey, question, answer } = request.body;
    const row = await findChallengeForStep(
      challengeDeps,
      challengeKey,
      ['SEQ-406', 'SEQ-404'],
      auth.sessionId,
    );
    if (row.steps[0] === 'SEQ-406') {
      if (!question) {
        throw new AppError('INVALID_REQUEST', { fieldErrors: [{ field: 'question', key: 'required' }] });
      }
      await enrolSecurityQuestion(challengeDeps, row, { question, answer });
    } else {
      await checkSecurityAnswer(challengeDeps, row, answer);
    }
    return await advanceChallenge(
      { deps, request, reply, operations: CHALLENGE_OPERATIONS },
      row,
      challengeKey,
    );
  });

  serve(app, challengesEndpoints.coreContinue, async (request) => {
    const { challengeKey, action } = request.body;
    if (action === 'fallback') {
      const row = await findChallengeForStep(
        challengeDeps,
        challengeKey,
        ['OTP.300'],
        sessionOf(request.auth),
      );
      throw await fallBackToQuestion(challengeDeps, row, challengeKey);
    }
    const row = await findChallengeForStep(
      challengeDeps,
      challengeKey,
      ['OTP.300', 'TERM_COND', 'SEQ-404', 'SEQ-406'],
      sessionOf(request.auth),
    );
    throw challengeError(await describeForUser(challengeDeps, row, challengeKey));
  });

  serve(app, challengesEndpoints.checkPre, async (request) => {
    const required = isStrongAuthRequired(request.body.serviceName, request.body.processName);
    return { challengeRequired: required, step: required ? ('OTP.300' as const) : null };
  });
});
