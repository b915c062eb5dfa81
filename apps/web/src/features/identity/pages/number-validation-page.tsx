/** `/auth/number-validation`: the code sent to the customer's phone proves the number is theirs. */
import type { ContinueResult } from '@baraka/contracts/identity/challenges';
import { Alert, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ChallengeStep } from '../../../components/challenge/challenge-step';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { postSignup } from '../api/signup';
import { RegisterSteps } from '../components/register-steps';
import {
  clearRegistration,
  getRegistration,
  REGISTER_PATHS,
  updateRegistration,
} from '../session/registration-store';

export function NumberValidationPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const registration = getRegistration();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!registration?.challenge) {
      void navigate(REGISTER_PATHS.identity, { replace: true });
    }
  }, [registration, navigate]);
  if (!registration?.challenge) {
    return null;
  }
  const onComplete = (result: ContinueResult) => {
    postSignup(registration.identity, result.key).then(
      (offer) => {
        updateRegistration({ verifiedKey: result.key, offer });
        void navigate(REGISTER_PATHS.pack);
      },
      (caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)),
    );
  };
  return (
    <Stack gap="lg">
      <RegisterSteps active={1} />
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('register.numberTitle')}
      </Title>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <ChallengeStep
        challenge={registration.challenge}
        onComplete={onComplete}
        onCancel={() => {
          clearRegistration();
          void navigate(REGISTER_PATHS.identity, { replace: true });
        }}
      />
    </Stack>
  );
}
