/**
 * POST bankerisebpm/tasks/complete: the customer's task (SIGN_OFFER). Signing answers OTP.300 first;
 * the same body goes again with the verified `challenge-key`.
 */
import { processesEndpoints } from '@baraka/contracts/processes/endpoints';
import type { ProcessView } from '@baraka/contracts/processes/schemas';
import { call } from '../../../lib/call';
import { CHALLENGE_KEY_HEADER } from '../../../lib/challenges';

export function completeTask(
  body: { processId: string; task: string; outcome: string },
  challengeKey?: string,
): Promise<ProcessView> {
  return call(
    processesEndpoints.complete,
    { body },
    { headers: challengeKey ? { [CHALLENGE_KEY_HEADER]: challengeKey } : {} },
  );
}
