/** The shared challenge step for a cheque order that asked for the one-time code, with the call's refusal. */
import { Stack } from '@mantine/core';
import { ChallengeStep } from '../../../components/challenge/challenge-step';
import type { CodedAction } from '../../../lib/coded-action';
import { ErrorAlert } from './error-alert';

export function CodeStep({ action }: { action: CodedAction }) {
  return (
    <Stack gap="md">
      {action.challenge && (
        <ChallengeStep
          key={action.challenge.challengeKey}
          challenge={action.challenge}
          onComplete={(result) => action.complete(result.key)}
          onCancel={action.cancel}
        />
      )}
      <ErrorAlert error={action.error} />
    </Stack>
  );
}
