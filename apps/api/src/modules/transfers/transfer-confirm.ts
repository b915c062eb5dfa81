/**
 * The quote / confirm flow of every money-moving transfer call. Sent without a `challenge-key`,
 * a call that needs strong authentication answers 202 OTP.300 whose result is the challenge plus
 * the quote (execution date, rate, fees) to review while typing the code. After
 * otp/challenge/validateAndContinue the same call, with the same body, the `challenge-key` header
 * and an `Idempotency-Key`, books once: the code is spent in the booking's transaction, and a
 * replay of the key answers the first result without asking for a code again; a refusal at that
 * step (funds, limits) is the first result too, never booked later. A code confirms one binding
 * (type, debited account, amount, currency, payee): any change voids it.
 */

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb, AppTx } from '../../db/client.ts';
import { AppError, challengeAnswer } from '../../plugins/errors/index.ts';
import { answerIdempotently } from '../../plugins/idempotent-answer.ts';
import { requireAuth } from '../../plugins/session/auth-context.ts';
import {
  type ActionLabel,
  type ChallengeRow,
  challengeError,
  consumeVerifiedChallenge,
  describeForUser,
  failChallenge,
  findVerifiedChallenge,
  hashPayload,
  readChallengeKey,
  startChallenge,
  toChallengeDeps,
} from '../identity/index.ts';
import type { AppDeps } from '../module.ts';

/**
 * What the call checked and priced: computed inside the transaction that claims the key, so a
 * replay never re-checks and a refusal is answered again from the key.
 */
export type PreparedCall = {
  /** What the code is bound to. */
  binding: Record<string, string>;
  /** Named in the SMS: how much, to whom. */
  amountText: string;
  payeeText: string;
  /** Shown beside the code (OTP.300 result.quote). */
  quote: unknown;
  /** Books inside the idempotent transaction and answers the success envelope (or EnvelopeThenLast). */
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
  /** Checks and prices the call, reading through `db` (the claiming transaction when confirming). */
  prepare: (db: AppDb) => Promise<PreparedCall>;
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
  return challengeAnswer(error.code, {
    message: error.message,
    messageType: error.messageType,
    result: { ...challenge, quote: prepared.quote },
  });
}

/**
 * The code does not confirm this call. Thrown inside the claimed transaction, it undoes the claim:
 * like the code asked for before it, this refusal is not stored under the key.
 */
class UnconfirmedCall extends Error {
  constructor(
    readonly prepared: PreparedCall,
    /** A verified code sent for another binding: voided once the transaction is undone. */
    readonly mismatchedChallengeId: string | null,
  ) {
    super('The one-time code does not confirm this call');
  }
}

const checkCode = (prepared: PreparedCall, challenge: ChallengeRow | null, sessionId: string): string => {
  if (!challenge || challenge.sessionId !== sessionId) {
    throw new UnconfirmedCall(prepared, null);
  }
  if (challenge.payloadHash !== hashPayload(prepared.binding)) {
    throw new UnconfirmedCall(prepared, challenge.id);
  }
  return challenge.id;
};

export async function confirmTransferCall(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  spec: ConfirmSpec,
): Promise<void> {
  const auth = requireAuth(request);
  const db = deps.database.db;
  const challengeKey = readChallengeKey(request);
  if (spec.needsCode && !challengeKey) {
    throw await askForCode(deps, request, spec, await spec.prepare(db));
  }
  const now = deps.clock.now();
  const challenge = spec.needsCode
    ? await findVerifiedChallenge(toChallengeDeps(deps), challengeKey ?? '', spec.operation)
    : null;
  try {
    // A replay answers the first answer and runs none of this. Otherwise the key is claimed first,
    // so a business refusal from `prepare` is stored under it and a later replay cannot book.
    // Awaiting the reply waits until it is sent, so the route's handler can resolve with nothing.
    await answerIdempotently(request, reply, {
      db,
      now,
      scope: auth.userId,
      execute: async (tx) => {
        const prepared = await spec.prepare(tx);
        if (spec.needsCode) {
          const challengeId = checkCode(prepared, challenge, auth.sessionId);
          if (!(await consumeVerifiedChallenge(tx, challengeId, now))) {
            throw new AppError('CHALLENGE_EXPIRED');
          }
        }
        return prepared.execute(tx);
      },
    });
  } catch (error) {
    if (!(error instanceof UnconfirmedCall)) {
      throw error;
    }
    if (error.mismatchedChallengeId) {
      await failChallenge(db, error.mismatchedChallengeId, now);
      throw new AppError('CHALLENGE_EXPIRED', {
        message: 'The operation changed: this code no longer applies',
      });
    }
    throw await askForCode(deps, request, spec, error.prepared);
  }
}
