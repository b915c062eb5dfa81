/** Resending a code, falling back to the security question, and which operations need a code. */
import { OTP_RULES } from '@baraka/contracts';
import { AppError, challengeAnswer } from '../../../plugins/errors/index.ts';
import { findUserById } from '../users/users.queries.ts';
import { type ChallengeDeps, prepareStep } from './challenge.service.ts';
import { describeForUser } from './challenge-flow.ts';
import { type ChallengeRow, updatePendingChallenge } from './challenges.queries.ts';

/** A new code, not before 30 s and at most 3 times; the attempts left carry over. */
export const resendOtp = async (deps: ChallengeDeps, row: ChallengeRow): Promise<ChallengeRow> => {
  const now = deps.clock.now();
  const availableAt = (row.otpSentAt?.getTime() ?? 0) + OTP_RULES.resendDelaySeconds * 1000;
  if (row.resends >= OTP_RULES.maxResends || now.getTime() < availableAt) {
    throw new AppError('TOO_MANY_REQUESTS', {
      message:
        row.resends >= OTP_RULES.maxResends
          ? 'No more codes for this operation'
          : `Wait until ${new Date(availableAt).toISOString()} for a new code`,
    });
  }
  const counted = await updatePendingChallenge(deps.db, row.id, { resends: row.resends + 1 });
  if (!counted) {
    throw new AppError('CHALLENGE_EXPIRED');
  }
  return prepareStep(deps, counted);
};

/** COR.210: the code did not come, the enrolled security question stands in for it. */
export const fallBackToQuestion = async (
  deps: ChallengeDeps,
  row: ChallengeRow,
  key: string,
): Promise<AppError> => {
  const record = row.userId ? await findUserById(deps.db, row.userId) : undefined;
  if (row.sessionId === null || !record?.user.securityQuestion) {
    return new AppError('CONFLICT', { message: 'No fallback step for this challenge' });
  }
  const moved = await updatePendingChallenge(deps.db, row.id, {
    steps: ['SEQ-404', ...row.steps.slice(1)],
    otpHash: null,
    otpExpiresAt: null,
  });
  if (!moved) {
    return new AppError('CHALLENGE_EXPIRED');
  }
  const challenge = await describeForUser(deps, moved, key);
  return challengeAnswer('COR.210', {
    message: 'Fallback step: answer the security question',
    messageType: 'INFO',
    result: challenge,
  });
};

/** Operations that move money or widen access ask for a code (spec §4 strong authentication). */
const STRONG_AUTH: Readonly<Record<string, readonly string[]>> = {
  LOCAL_TRANSFER: ['CREATE'],
  WITHIN_BANK_TRANSFER: ['CREATE'],
  INTERNATIONAL_TRANSFER: ['CREATE'],
  PERMANENT_TRANSFER: ['CREATE'],
  MULTIPLE_TRANSFER: ['CREATE'],
  LOCAL_BENEFICIARIES: ['CREATE', 'UPDATE', 'EDIT'],
  WITHIN_BANK_BENEFICIARIES: ['CREATE', 'UPDATE', 'EDIT'],
  INTERNATIONAL_BENEFICIARIES: ['CREATE', 'UPDATE', 'EDIT'],
  UPDATE_LIMITS_CARD: ['UPDATE'],
  DEVICES: ['UPDATE'],
};

export const isStrongAuthRequired = (serviceName: string, processName: string): boolean =>
  STRONG_AUTH[serviceName]?.includes(processName) ?? false;
