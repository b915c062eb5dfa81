/**
 * The challenge engine of spec §4: an operation that needs more proof creates a challenge with its
 * steps (terms, one-time code, security question...); each answered step moves to the next; when
 * none is left the operation runs (or, for operations the client re-submits, is marked verified).
 */
import {
  type Challenge,
  type ChallengeStep,
  OTP_RULES,
  SECURITY_QUESTIONS,
  type SecurityQuestion,
  TERMS_VERSION,
} from '@baraka/contracts';
import type { Outbox } from '../../../adapters/outbox/outbox.ts';
import type { Clock } from '../../../clock.ts';
import type { AppDb } from '../../../db/client.ts';
import { AppError, challengeAnswer } from '../../../plugins/errors/index.ts';
import { findUserById } from '../users/users.queries.ts';
import { createChallengeKey, hashChallengeKey, hashPayload } from './challenge-key.ts';
import { type ChallengeRow, findChallengeByKeyHash, insertChallenge } from './challenges.queries.ts';
import { recipientOfUser, sendOtp } from './otp-sender.ts';

export type ChallengeDeps = { db: AppDb; clock: Clock; outbox: Outbox };

/** A challenge lives at most this long, whatever its steps. */
const CHALLENGE_LIFETIME_MS = 15 * 60 * 1000;

export type ActionLabel = { fr: string; en: string; ar: string };

export type ChallengeSpec = {
  /**
   * Null while registering (no user yet). `recipient` says where the code goes: while registering,
   * or to prove a new phone or e-mail is the user's.
   */
  userId: string | null;
  recipient?: { phoneNumber: string | null; email: string | null; language: string };
  sessionId: string | null;
  operation: string;
  serviceName: string;
  processName: string;
  payload: unknown;
  steps: ChallengeStep[];
  /** What the one-time code confirms, named in the message. */
  action: ActionLabel;
  amount?: string;
  payee?: string;
  /** Kept with the challenge: WebAuthn request options and their challenge (FIP.600). */
  extraSummary?: Record<string, string>;
};

const MESSAGE_TYPES: Partial<Record<ChallengeStep, 'INFO' | 'WARNING'>> = { 'COR.210': 'INFO' };

export const currentStep = (row: ChallengeRow): ChallengeStep | undefined =>
  row.steps[0] as ChallengeStep | undefined;

export type ChallengeExtras = { hasFallback?: boolean; question?: SecurityQuestion | null };

/** What the client needs to show the current step. */
export const describeChallenge = (
  row: ChallengeRow,
  key: string,
  extras: ChallengeExtras = {},
): Challenge => {
  const step = currentStep(row) ?? 'OTP.300';
  const isOtp = step === 'OTP.300';
  const resendAt = row.otpSentAt
    ? new Date(row.otpSentAt.getTime() + OTP_RULES.resendDelaySeconds * 1000)
    : null;
  return {
    challengeKey: key,
    step,
    serviceName: row.serviceName,
    processName: row.processName,
    channel: isOtp && (row.otpChannel === 'SMS' || row.otpChannel === 'EMAIL') ? row.otpChannel : null,
    maskedDestination: isOtp ? row.otpDestination : null,
    expiresAt: isOtp ? (row.otpExpiresAt?.toISOString() ?? null) : null,
    resendAvailableAt: isOtp && row.resends < OTP_RULES.maxResends ? (resendAt?.toISOString() ?? null) : null,
    attemptsLeft: isOtp ? OTP_RULES.maxAttempts - row.otpAttempts : null,
    termsVersion: step === 'TERM_COND' ? TERMS_VERSION : null,
    question: step === 'SEQ-404' ? (extras.question ?? null) : null,
    questions: step === 'SEQ-406' ? [...SECURITY_QUESTIONS] : null,
    hasFallback: isOtp && (extras.hasFallback ?? false),
    publicKey:
      step === 'FIP.600' && row.summary.webauthn_options ? JSON.parse(row.summary.webauthn_options) : null,
  };
};

/** The answer that asks the client for the current step. */
export const challengeError = (challenge: Challenge): AppError =>
  challengeAnswer(challenge.step, {
    message: `Challenge ${challenge.step} required for ${challenge.serviceName}/${challenge.processName}`,
    messageType: MESSAGE_TYPES[challenge.step] ?? 'WARNING',
    result: challenge,
  });

/** Sends what the step needs (the one-time code) and answers the updated challenge. */
export const prepareStep = async (deps: ChallengeDeps, row: ChallengeRow): Promise<ChallengeRow> => {
  if (currentStep(row) !== 'OTP.300') {
    return row;
  }
  // Registering (no user yet), or confirming a new contact: the code goes where the challenge says.
  if (row.userId === null || row.summary.to_phone || row.summary.to_email) {
    const { summary } = row;
    return sendOtp(deps, row, {
      userId: row.userId,
      phoneNumber: summary.to_phone ?? null,
      email: summary.to_email ?? null,
      language: summary.language ?? 'fr',
    });
  }
  const record = await findUserById(deps.db, row.userId);
  if (!record) {
    throw new AppError('CHALLENGE_EXPIRED');
  }
  return sendOtp(deps, row, recipientOfUser(record.user));
};

export const startChallenge = async (deps: ChallengeDeps, spec: ChallengeSpec) => {
  const now = deps.clock.now();
  const { key, keyHash } = createChallengeKey();
  const summary: Record<string, string> = {
    action_fr: spec.action.fr,
    action_en: spec.action.en,
    action_ar: spec.action.ar,
    ...(spec.amount ? { amount: spec.amount } : {}),
    ...(spec.payee ? { payee: spec.payee } : {}),
    ...(spec.recipient?.phoneNumber ? { to_phone: spec.recipient.phoneNumber } : {}),
    ...(spec.recipient?.email ? { to_email: spec.recipient.email } : {}),
    ...(spec.recipient ? { language: spec.recipient.language } : {}),
    ...spec.extraSummary,
  };
  const inserted = await insertChallenge(deps.db, {
    keyHash,
    userId: spec.userId,
    sessionId: spec.sessionId,
    operation: spec.operation,
    serviceName: spec.serviceName,
    processName: spec.processName,
    payload: spec.payload ?? null,
    payloadHash: hashPayload(spec.payload),
    summary,
    steps: spec.steps,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
  });
  const row = await prepareStep(deps, inserted);
  return { key, row };
};

/** The pending challenge a key names, at the step the caller answers; anything else has expired. */
export const findChallengeForStep = async (
  deps: ChallengeDeps,
  key: string,
  steps: readonly ChallengeStep[],
  sessionId: string | null,
): Promise<ChallengeRow> => {
  const row = await findChallengeByKeyHash(deps.db, hashChallengeKey(key));
  const step = row ? currentStep(row) : undefined;
  if (
    row?.status !== 'PENDING' ||
    row.expiresAt <= deps.clock.now() ||
    !step ||
    !steps.includes(step) ||
    (row.sessionId !== null && row.sessionId !== sessionId)
  ) {
    throw new AppError('CHALLENGE_EXPIRED');
  }
  return row;
};
