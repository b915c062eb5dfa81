/**
 * For operations without a session (forgotten password, registration): the call sent again with
 * the `challenge-key` header goes through once its challenge is verified for the same payload.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../plugins/errors/index.ts';
import type { ChallengeDeps } from './challenge.service.ts';
import { hashChallengeKey, hashPayload } from './challenge-key.ts';
import {
  type ChallengeRow,
  consumeVerifiedChallenge,
  failChallenge,
  findChallengeByKeyHash,
} from './challenges.queries.ts';
import { CHALLENGE_KEY_HEADER } from './strong-auth.ts';

export const readChallengeKey = (request: FastifyRequest): string | null => {
  const value = request.headers[CHALLENGE_KEY_HEADER];
  return typeof value === 'string' && value.length >= 20 && value.length <= 128 ? value : null;
};

/** The verified, unused challenge this key names for `operation`, or null (nothing is consumed). */
export const findVerifiedChallenge = async (
  deps: ChallengeDeps,
  key: string,
  operation: string,
): Promise<ChallengeRow | null> => {
  const row = await findChallengeByKeyHash(deps.db, hashChallengeKey(key));
  if (!row || row.operation !== operation || row.status !== 'VERIFIED' || row.expiresAt <= deps.clock.now()) {
    return null;
  }
  return row;
};

/** Uses the challenge once; a payload other than the one confirmed voids it. */
export const consumeForPayload = async (
  deps: ChallengeDeps,
  row: ChallengeRow,
  payload: unknown,
): Promise<void> => {
  if (row.payloadHash !== hashPayload(payload)) {
    await failChallenge(deps.db, row.id, deps.clock.now());
    throw new AppError('CHALLENGE_EXPIRED', {
      message: 'The operation changed: this code no longer applies',
    });
  }
  if (!(await consumeVerifiedChallenge(deps.db, row.id, deps.clock.now()))) {
    throw new AppError('CHALLENGE_EXPIRED');
  }
};
