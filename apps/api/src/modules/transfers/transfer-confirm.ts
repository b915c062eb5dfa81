/**
 * The quote / confirm flow of every money-moving transfer call. Sent without a `challenge-key`,
 * a call that needs strong authentication answers 403 OTP.300 whose result is the challenge plus
 * the quote (execution date, rate, fees) to review while typing the code. After
 * otp/challenge/validateAndContinue the same call, with the same body, the `challenge-key` header
 * and an `Idempotency-Key`, books once: the code is spent in the booking's transaction, and a
 * replay of the key answers the first result without asking for a code again. A code confirms
 * one binding (type, debited account, amount, currency, payee): any change voids it.
 */

import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppTx } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { answerIdempotently, readIdempotencyKey } from '../../plugins/idempotent-answer.ts';
import { requireAuth } from '../auth/auth-context.ts';
import { type ActionLabel, challengeError, startChallenge } from '../challenges/challenge.service.ts';
import { describeForUser, toChallengeDeps } from '../challenges/challenge-flow.ts';
import { hashPayload } from '../challenges/challenge-key.ts';
import { consumeVerifiedChallenge, failChallenge } from '../challenges/challenges.queries.ts';
import { findVerifiedChallenge, readChallengeKey } from '../challenges/verified-challenge.ts';
import type { AppDeps } from '../module.ts';

/** What the call checked and priced: computed after the replay check, so a replay never re-checks. */
export type PreparedCall = {
  /** What the code is bound to. */
  binding: Record<string, string>;
  /** Named in the SMS: how much, to whom. */
  amountText: string;
  payeeText: string;
  /** Shown beside the code (OTP.300 result.quote). */
  quote: unknown;
  /** Books inside the idempotent transaction and answers the success envelope. */
  execute: (tx: AppTx) => Promise<unknown>;
};

export type ConfirmSpec = {
  /** Challenge operation name, e.g. transfer.NATIONAL. */
  operation: string;
  serviceName: string;
  /** False for own-account transfers (exempt from strong authentication). */
  needsCode: boolean;
  /** What the code confirms, in the SMS. */
  action: ActionLabel;
  prepare: () => Promise<PreparedCall>;
};

async function askForCode(
  deps: AppDeps,
  request: FastifyRequest,
  spec: ConfirmSpec,
  prepared: PreparedCall,
): Promise<AppError> {
  const auth = requireAuth(request);
  const challengeDeps = toChallengeDeps(deps);
  const started = await startChallenge(challengeDeps, {
    userId: auth.userId,
    sessionId: auth.sessionId,
    operation: spec.operation,
    serviceName: spec.serviceName,
    processName: 'CREATE',
    payload: prepared.binding,
    steps: ['OTP.300'],
    action: spec.action,
    amount: prepared.amountText,
    payee: prepared.payeeText,
  });
  const challenge = await describeForUser(challengeDeps, started.row, started.key);
  const error = challengeError(challenge);
  return new AppError(
    { code: error.code, http: error.httpStatus },
    {
      message: error.message,
      messageType: error.messageType,
      result: { ...challenge, quote: prepared.quote },
    },
  );
}

const hasAnswerFor = async (deps: AppDeps, scope: string, key: string): Promise<boolean> => {
  const rows = await deps.database.db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return rows.length > 0;
};

export async function confirmTransferCall(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  spec: ConfirmSpec,
): Promise<void> {
  const auth = requireAuth(request);
  const challengeKey = readChallengeKey(request);
  if (spec.needsCode && !challengeKey) {
    throw await askForCode(deps, request, spec, await spec.prepare());
  }
  const idempotencyKey = readIdempotencyKey(request);
  const call = { db: deps.database.db, now: deps.clock.now(), scope: auth.userId };
  if (await hasAnswerFor(deps, auth.userId, idempotencyKey)) {
    // A replay: the first answer stands, nothing is checked or asked for again.
    await answerIdempotently(request, reply, {
      ...call,
      execute: () => Promise.reject(new AppError('CONFLICT')),
    });
    return;
  }
  const prepared = await spec.prepare();
  let challengeId: string | null = null;
  if (spec.needsCode) {
    const challengeDeps = toChallengeDeps(deps);
    const row = await findVerifiedChallenge(challengeDeps, challengeKey ?? '', spec.operation);
    if (!row || row.sessionId !== auth.sessionId) {
      throw await askForCode(deps, request, spec, prepared);
    }
    if (row.payloadHash !== hashPayload(prepared.binding)) {
      await failChallenge(challengeDeps.db, row.id, call.now);
      throw new AppError('CHALLENGE_EXPIRED', {
        message: 'The operation changed: this code no longer applies',
      });
    }
    challengeId = row.id;
  }
  // Awaiting the reply waits until it is sent, so the route's handler can resolve with nothing.
  await answerIdempotently(request, reply, {
    ...call,
    execute: async (tx) => {
      if (challengeId && !(await consumeVerifiedChallenge(tx, challengeId, call.now))) {
        throw new AppError('CHALLENGE_EXPIRED');
      }
      return prepared.execute(tx);
    },
  });
}
