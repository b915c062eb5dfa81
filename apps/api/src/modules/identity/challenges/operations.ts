/** The operations a challenge runs itself once its steps are done. */
import { LOGIN_OPERATION, runPendingLogin } from '../sign-in/login.service.ts';
import type { OperationRegistry } from './challenge-flow.ts';
import { ENROL_QUESTION_OPERATION } from './pending-steps.ts';

/** Kept here, not imported from fingerprint/, so that the fingerprint code can use this registry. */
export const ENROL_FINGERPRINT_OPERATION = 'fingerprint.enrol';

export const CHALLENGE_OPERATIONS: OperationRegistry = {
  [LOGIN_OPERATION]: ({ deps, reply, challenge }) =>
    runPendingLogin(deps, challenge.userId ?? '', challenge.payload, reply),
  // The answer was saved by the step itself; nothing more to run.
  [ENROL_QUESTION_OPERATION]: async () => ({ enrolled: true }),
  [ENROL_FINGERPRINT_OPERATION]: async () => ({ enrolled: true }),
};
