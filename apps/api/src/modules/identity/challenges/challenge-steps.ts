/** Answering each step: one-time code, terms and conditions, security question. */
import { OTP_RULES, TERMS_VERSION, type WrongAnswerDetails } from '@baraka/contracts';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import { AppError } from '../../../plugins/errors/index.ts';
import { getLockStatus, registerFailure, registerSuccess } from '../password/lockout.service.ts';
import { hashPassword, verifyPassword } from '../password/password-hash.ts';
import { normalizeAnswer } from '../password/security-answer.ts';
import { findUserById } from '../users/users.queries.ts';
import type { ChallengeDeps } from './challenge.service.ts';
import { hashPayload } from './challenge-key.ts';
import { type ChallengeRow, updatePendingChallenge } from './challenges.queries.ts';
import { isOtpMatch } from './otp.ts';

const MAX_ANSWER_ATTEMPTS = 5;

const voidChallenge = (deps: ChallengeDeps, row: ChallengeRow) =>
  updatePendingChallenge(deps.db, row.id, { status: 'FAILED', otpHash: null, completedAt: deps.clock.now() });

const refuseLocked = async (deps: ChallengeDeps, row: ChallengeRow) => {
  await voidChallenge(deps, row);
  return new AppError('ACCOUNT_LOCKED');
};

/** A wrong code or answer: counts for the challenge and for the account's lock-out. */
const recordWrongAnswer = async (
  deps: ChallengeDeps,
  row: ChallengeRow,
  factor: 'otp' | 'answer',
  attemptsLeft: number,
): Promise<AppError> => {
  // Without an account (registration) only the challenge's own attempts count.
  const lock = row.userId ? await registerFailure(deps.db, deps.clock, row.userId, factor) : null;
  if (lock?.isLocked) {
    return refuseLocked(deps, row);
  }
  if (attemptsLeft <= 0) {
    await voidChallenge(deps, row);
  }
  const details: WrongAnswerDetails = { attemptsLeft: Math.max(0, attemptsLeft) };
  return new AppError('CHALLENGE_INVALID_CODE', { result: details });
};

const ensureNotLocked = async (deps: ChallengeDeps, row: ChallengeRow) => {
  if (row.userId === null) {
    return null;
  }
  const record = await findUserById(deps.db, row.userId);
  if (!record || (await getLockStatus(deps.db, deps.clock, record.user)).isLocked) {
    throw await refuseLocked(deps, row);
  }
  return record;
};

/** OTP.300: right code, in time, for the same payload; wrong ones count, the fifth voids the code. */
export const checkOtp = async (
  deps: ChallengeDeps,
  row: ChallengeRow,
  input: { otp: string; payload?: unknown },
): Promise<void> => {
  await ensureNotLocked(deps, row);
  if (input.payload !== undefined && hashPayload(input.payload) !== row.payloadHash) {
    // The operation changed after the code was sent: the code confirmed something else.
    await voidChallenge(deps, row);
    throw new AppError('CHALLENGE_EXPIRED', {
      message: 'The operation changed: this code no longer applies',
    });
  }
  if (!row.otpHash || !row.otpExpiresAt || row.otpExpiresAt <= deps.clock.now()) {
    throw new AppError('CHALLENGE_CODE_EXPIRED');
  }
  if (!isOtpMatch(row.id, row.payloadHash, input.otp, row.otpHash)) {
    const attempts = row.otpAttempts + 1;
    await updatePendingChallenge(deps.db, row.id, { otpAttempts: attempts });
    throw await recordWrongAnswer(deps, row, 'otp', OTP_RULES.maxAttempts - attempts);
  }
  // Single use: the hash goes as the code is accepted.
  const claimed = await updatePendingChallenge(deps.db, row.id, { otpHash: null, otpExpiresAt: null });
  if (!claimed) {
    throw new AppError('CHALLENGE_EXPIRED');
  }
  if (row.userId) {
    await registerSuccess(deps.db, row.userId);
  }
};

/** TERM_COND: the current version, accepted. */
export const acceptTerms = async (deps: ChallengeDeps, row: ChallengeRow, termsVersion: string) => {
  if (!row.userId) {
    throw new AppError('CHALLENGE_EXPIRED');
  }
  if (termsVersion !== TERMS_VERSION) {
    throw new AppError('INVALID_REQUEST', { message: `The terms to accept are version ${TERMS_VERSION}` });
  }
  await deps.db
    .update(users)
    .set({ termsVersion, termsAcceptedAt: deps.clock.now(), updatedAt: sql`now()` })
    .where(eq(users.id, row.userId));
};

/** SEQ-406: keeps the chosen question and the hash of its normalized answer. */
export const enrolSecurityQuestion = async (
  deps: ChallengeDeps,
  row: ChallengeRow,
  input: { question: string; answer: string },
) => {
  if (!row.userId) {
    throw new AppError('CHALLENGE_EXPIRED');
  }
  await deps.db
    .update(users)
    .set({
      securityQuestion: input.question,
      securityAnswerHash: await hashPassword(normalizeAnswer(input.answer)),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, row.userId));
};

/** SEQ-404: the enrolled question's answer; wrong answers count like wrong codes. */
export const checkSecurityAnswer = async (deps: ChallengeDeps, row: ChallengeRow, answer: string) => {
  const record = await ensureNotLocked(deps, row);
  const stored = record?.user.securityAnswerHash;
  if (record && stored && (await verifyPassword(normalizeAnswer(answer), stored))) {
    await registerSuccess(deps.db, record.user.id);
    return;
  }
  const attempts = row.answerAttempts + 1;
  await updatePendingChallenge(deps.db, row.id, { answerAttempts: attempts });
  throw await recordWrongAnswer(deps, row, 'answer', MAX_ANSWER_ATTEMPTS - attempts);
};
