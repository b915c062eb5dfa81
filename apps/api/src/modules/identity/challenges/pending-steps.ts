/**
 * First-access steps that block a session until done (spec: "before anything else"): today the
 * security question enrolment (SEQ-406). Every secure call answers it until it is done.
 */
import type { Challenge } from '@baraka/contracts';
import { and, eq } from 'drizzle-orm';
import { challenges } from '../../../db/schema/index.ts';
import type { UserRecord } from '../users/users.queries.ts';
import { type ChallengeDeps, describeChallenge, startChallenge } from './challenge.service.ts';

export const ENROL_QUESTION_OPERATION = 'security-question.enrol';

const ENROL_ACTION = {
  fr: "l'enregistrement de votre question secrète",
  en: 'saving your security question',
  ar: 'تسجيل سؤالك السري',
};

/** The step this session must do first, as a fresh challenge, or null. */
export const getPendingStep = async (
  deps: ChallengeDeps,
  record: Pick<UserRecord, 'user'>,
  sessionId: string,
): Promise<Challenge | null> => {
  if (record.user.securityQuestion || record.user.isDemo) {
    return null;
  }
  // Keys are shown once: earlier enrolment challenges of this session give way to the new one.
  await deps.db
    .update(challenges)
    .set({ status: 'CANCELLED' })
    .where(
      and(
        eq(challenges.sessionId, sessionId),
        eq(challenges.operation, ENROL_QUESTION_OPERATION),
        eq(challenges.status, 'PENDING'),
      ),
    );
  const { key, row } = await startChallenge(deps, {
    userId: record.user.id,
    sessionId,
    operation: ENROL_QUESTION_OPERATION,
    serviceName: 'SECURITY_QUESTION',
    processName: 'CREATE',
    payload: { userId: record.user.id },
    steps: ['SEQ-406'],
    action: ENROL_ACTION,
  });
  return describeChallenge(row, key);
};
