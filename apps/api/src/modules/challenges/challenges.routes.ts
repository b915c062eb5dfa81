/**
 * Challenge calls of spec §7: otp/challenge/validateAndContinue and resend,
 * termcondition/challenge/validateAndContinue, secure/api/secretquestion/validateAndContinue,
 * core/continue (and its fallback to the security question) and core/checkpre.
 */
import {
  challengeSchema,
  checkPreResultSchema,
  checkPreSchema,
  continueResultSchema,
  coreContinueSchema,
  objectEnvelope,
  otpResendQuerySchema,
  otpValidateSchema,
  secretQuestionValidateSchema,
  termsValidateSchema,
} from '@baraka/contracts';
import { ok } from '../../plugins/envelope.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { requireAuth } from '../auth/auth-context.ts';
import { defineModule } from '../module.ts';
import { challengeError, findChallengeForStep } from './challenge.service.ts';
import { fallBackToQuestion, isStrongAuthRequired, resendOtp } from './challenge-actions.ts';
import { advanceChallenge, describeForUser, toChallengeDeps } from './challenge-flow.ts';
import { acceptTerms, checkOtp, checkSecurityAnswer, enrolSecurityQuestion } from './challenge-steps.ts';
import { CHALLENGE_OPERATIONS } from './operations.ts';

const TAGS = ['challenges'];
const continueEnvelope = objectEnvelope(continueResultSchema);
const optional = { access: { auth: 'optional' } } as const;

export const challengesModule = defineModule('challenges', async (app, deps) => {
  const challengeDeps = toChallengeDeps(deps);
  const sessionOf = (auth: { sessionId: string } | null) => auth?.sessionId ?? null;

  app.post(
    '/otp/challenge/validateAndContinue',
    {
      schema: {
        tags: TAGS,
        summary: 'Answers the one-time code step',
        body: otpValidateSchema,
        response: { 200: continueEnvelope },
      },
      config: optional,
    },
    async (request, reply) => {
      const { challengeKey, otp, payload } = request.body;
      const row = await findChallengeForStep(
        challengeDeps,
        challengeKey,
        ['OTP.300'],
        sessionOf(request.auth),
      );
      await checkOtp(challengeDeps, row, { otp, payload });
      return ok(
        await advanceChallenge({ deps, request, reply, operations: CHALLENGE_OPERATIONS }, row, challengeKey),
      );
    },
  );

  app.get(
    '/otp/challenge/resend',
    {
      schema: {
        tags: TAGS,
        summary: 'Sends a new code (not before 30 s, at most 3 times); the previous code stops working',
        querystring: otpResendQuerySchema,
        response: { 200: objectEnvelope(challengeSchema) },
      },
      config: optional,
    },
    async (request) => {
      const { challengeKey } = request.query;
      const row = await findChallengeForStep(
        challengeDeps,
        challengeKey,
        ['OTP.300'],
        sessionOf(request.auth),
      );
      return ok(await describeForUser(challengeDeps, await resendOtp(challengeDeps, row), challengeKey));
    },
  );

  app.post(
    '/termcondition/challenge/validateAndContinue',
    {
      schema: {
        tags: TAGS,
        summary: 'Accepts the terms and conditions (TERM_COND)',
        body: termsValidateSchema,
        response: { 200: continueEnvelope },
      },
      config: optional,
    },
    async (request, reply) => {
      const { challengeKey, termsVersion } = request.body;
      const row = await findChallengeForStep(
        challengeDeps,
        challengeKey,
        ['TERM_COND'],
        sessionOf(request.auth),
      );
      await acceptTerms(challengeDeps, row, termsVersion);
      return ok(
        await advanceChallenge({ deps, request, reply, operations: CHALLENGE_OPERATIONS }, row, challengeKey),
      );
    },
  );

  app.post(
    '/secure/api/secretquestion/validateAndContinue',
    {
      schema: {
        tags: TAGS,
        summary: 'Enrols (SEQ-406) or answers (SEQ-404) the security question',
        body: secretQuestionValidateSchema,
        response: { 200: continueEnvelope },
      },
      config: { access: { allowPending: true } },
    },
    async (request, reply) => {
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
      return ok(
        await advanceChallenge({ deps, request, reply, operations: CHALLENGE_OPERATIONS }, row, challengeKey),
      );
    },
  );

  app.post(
    '/core/continue',
    {
      schema: {
        tags: TAGS,
        summary:
          'Continues a challenge: its current step again, its result once verified, or the fallback (COR.210)',
        body: coreContinueSchema,
        response: { 200: continueEnvelope },
      },
      config: optional,
    },
    async (request) => {
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
    },
  );

  app.post(
    '/core/checkpre',
    {
      schema: {
        tags: TAGS,
        summary: 'Whether an operation will ask for a one-time code',
        body: checkPreSchema,
        response: { 200: objectEnvelope(checkPreResultSchema) },
      },
      config: optional,
    },
    async (request) => {
      const required = isStrongAuthRequired(request.body.serviceName, request.body.processName);
      return ok({ challengeRequired: required, step: required ? 'OTP.300' : null });
    },
  );
});
