/**
 * Moving a challenge on once a step is answered: the next step is asked, or the operation runs.
 * Operations with an executor (login...) run here; the others are marked verified and the client
 * sends the operation again with the challenge key (see strong-auth.ts).
 */
import { type Challenge, type ContinueResult, securityQuestionSchema } from '@baraka/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../plugins/errors/index.ts';
import type { AppDeps } from '../../module.ts';
import { findUserById } from '../users/users.queries.ts';
import { type ChallengeDeps, challengeError, describeChallenge, prepareStep } from './challenge.service.ts';
import { type ChallengeRow, updatePendingChallenge } from './challenges.queries.ts';

export type OperationContext = {
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
  challenge: ChallengeRow;
};

/** Runs an operation whose challenge is complete; answers the operation's own result. */
export type OperationExecutor = (context: OperationContext) => Promise<unknown>;
export type OperationRegistry = Readonly<Record<string, OperationExecutor>>;

export const toChallengeDeps = (deps: AppDeps): ChallengeDeps => ({
  db: deps.database.db,
  clock: deps.clock,
  outbox: deps.outbox,
});

/** Extras the client needs: whether the code has a fallback, which question to answer. */
export const describeForUser = async (
  deps: ChallengeDeps,
  row: ChallengeRow,
  key: string,
): Promise<Challenge> => {
  const record = row.userId ? await findUserById(deps.db, row.userId) : undefined;
  const question = securityQuestionSchema.safeParse(record?.user.securityQuestion);
  return describeChallenge(row, key, {
    // The security question can stand in for the code inside a session, once it is enrolled.
    hasFallback: row.sessionId !== null && question.success,
    question: question.success ? question.data : null,
  });
};

export const advanceChallenge = async (
  context: Omit<OperationContext, 'challenge'> & { operations: OperationRegistry },
  row: ChallengeRow,
  key: string,
): Promise<ContinueResult> => {
  const deps = toChallengeDeps(context.deps);
  const remaining = row.steps.slice(1);
  if (remaining.length > 0) {
    const moved = await updatePendingChallenge(deps.db, row.id, { steps: remaining, otpHash: null });
    if (!moved) {
      throw new AppError('CHALLENGE_EXPIRED');
    }
    throw challengeError(await describeForUser(deps, await prepareStep(deps, moved), key));
  }
  const executor = context.operations[row.operation];
  const done = await updatePendingChallenge(deps.db, row.id, {
    steps: [],
    status: executor ? 'COMPLETED' : 'VERIFIED',
    completedAt: deps.clock.now(),
  });
  if (!done) {
    throw new AppError('CHALLENGE_EXPIRED');
  }
  const genericResponse = executor ? await executor({ ...context, challenge: done }) : null;
  return {
    responseId: row.id,
    key,
    serviceName: row.serviceName,
    processName: row.processName,
    genericResponse,
  };
};
