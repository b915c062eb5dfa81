/**
 * `/auth/first-access`: a session the server still blocks (spec: the security question before
 * anything else) lands here after a reload; once the step is done the dashboard opens.
 */
import type { ContinueResult } from '@baraka/contracts/identity/challenges';
import { Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { ChallengeStep } from '../../../components/challenge/challenge-step';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { logout } from '../session/logout-flow';
import { getPendingStep, setPendingStep } from '../session/pending-step';

export function FirstAccessPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const challenge = getPendingStep();

  useEffect(() => {
    if (!challenge) {
      void navigate('/private-dashboard', { replace: true });
    }
  }, [challenge, navigate]);

  if (!challenge) {
    return null;
  }
  const onComplete = (_result: ContinueResult) => {
    setPendingStep(null);
    void navigate('/private-dashboard', { replace: true });
  };
  return (
    <Stack gap="lg">
      <Text component="h1" fz={{ base: 'h2', sm: 'h1' }} fw={700}>
        {t('callback.firstAccessTitle')}
      </Text>
      <ChallengeStep
        challenge={challenge}
        onComplete={onComplete}
        onCancel={() => {
          void logout('user', (path) => void navigate(path, { replace: true }));
        }}
      />
    </Stack>
  );
}
