/**
 * The challenge step of a call that asked for the one-time code (lib/coded-action), and the call's
 * refusal once it answered — unless the form shows that refusal by its field.
 */
import { Stack } from '@mantine/core';
import type { CodedAction } from '../../lib/coded-action';
import type { Namespace } from '../../lib/i18n';
import { CallErrorAlert } from '../ui/call-error-alert';
import { ChallengeStep } from './challenge-step';

type CodeStepProps = {
  action: CodedAction;
  ns: Namespace;
  errorTestId?: string;
  /** A refusal the form already shows beside a field. */
  isShownElsewhere?: (error: unknown) => boolean;
};

export function CodeStep({ action, ns, errorTestId, isShownElsewhere = () => false }: CodeStepProps) {
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
      <CallErrorAlert
        error={isShownElsewhere(action.error) ? null : action.error}
        ns={ns}
        testId={errorTestId}
      />
    </Stack>
  );
}
