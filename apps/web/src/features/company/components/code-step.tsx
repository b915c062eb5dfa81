/** The shared challenge step for a change that asked for the one-time code, and the change's refusal. */
import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChallengeStep } from '../../../components/challenge/challenge-step';
import type { CodedAction } from '../../../lib/coded-action';
import { readFieldError } from '../../../lib/form-errors';

export function CodeStep({ action }: { action: CodedAction }) {
  const { t } = useTranslation('company');
  const error = action.error;
  // A field refusal is shown by its field; anything else here.
  const isFieldError = readFieldError(error, 'username') !== null;
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
      {error && !isFieldError ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
          {error instanceof Error ? error.message : t('errors.generic')}
        </Alert>
      ) : null}
    </Stack>
  );
}
