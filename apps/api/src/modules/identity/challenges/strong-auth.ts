/**
 * For operations the client sends again once verified (transfers, device changes...): the first
 * call answers OTP.300 with a challenge key; after otp/challenge/validateAndContinue the same call,
 * with the key in the `challenge-key` header and the very same payload, goes through once.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../plugins/errors/index.ts';
import { requireAuth } from '../../../plugins/session/auth-context.ts';
import {
  type ChallengeDeps,
  type ChallengeSpec,
  challengeError,
  startChallenge,
} from './challenge.service.ts';
import { describeForUser } from './challenge-flow.ts';
import { hashChallengeKey, hashPayload } from './challenge-key.ts';
import { consumeVerifiedChallenge, failChallenge, findChallengeByKeyHash } from './challenges.queries.ts';

export const CHALLENGE_KEY_HEADER = 'challenge-key';

export type StrongAuthSpec = Omit<ChallengeSpec, 'userId' | 'sessionId' | 'steps'>;

const readKey = (request: FastifyRequest): string | null => {
  const value = request.headers[CHALLENGE_KEY_HEADER];
  return typeof value === 'string' && value.length >= 20 && value.length <= 128 ? value : null;
};

/** Resolves when the call carries a verified challenge for this operation and payload; throws otherwise. */
export const requireStrongAuthentication = async (
  deps: ChallengeDeps,
  request: FastifyRequest,
  spec: StrongAuthSpec,
): Promise<void> => {
  const auth = requireAuth(request);
  const key = readKey(request);
  if (key) {
    const row = await findChallengeByKeyHash(deps.db, hashChallengeKey(key));
    const isSameOperation = row?.sessionId === auth.sessionId && row.operation === spec.operation;
    if (row && isSameOperation && row.status === 'VERIFIED' && row.expiresAt > deps.clock.now()) {
      if (row.payloadHash !== hashPayload(spec.payload)) {
        // Verified for other data: the code confirmed something else, so it is spent.
        await failChallenge(deps.db, row.id, deps.clock.now());
        throw new AppError('CHALLENGE_EXPIRED', {
          message: 'The operation changed: this code no longer applies',
        });
      }
      if (await consumeVerifiedChallenge(deps.db, row.id, deps.clock.now())) {
        return;
      }
    }
  }
  const started = await startChallenge(deps, {
    ...spec,
    userId: auth.userId,
    sessionId: auth.sessionId,
    steps: ['OTP.300'],
  });
  throw challengeError(await describeForUser(deps, started.row, started.key));
};
