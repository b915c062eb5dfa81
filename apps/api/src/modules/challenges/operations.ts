/** The operations a challenge runs itself once its steps are done. */
import { LOGIN_OPERATION, runPendingLogin } from '../auth/login.service.ts';
import type { OperationRegistry } from './challenge-flow.ts';
import { ENROL_QUESTION_OPERATION } from './pending-steps.ts';

export const CHALLENGE_OPERATIONS: OperationRegistry = {
  [LOGIN_OPERATION]: ({ deps, reply, challenge }) =>
    runPendingLogin(deps, challenge.userId ?? '', challenge.payload, reply),
  // The answer was saved by the step itself; nothing more to run.
  [ENROL_QUESTION_OPERATION]: async () => ({ enrolled: true }),
};
