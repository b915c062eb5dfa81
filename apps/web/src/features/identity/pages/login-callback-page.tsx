/**
 * `/auth/callback`: the provider sent the browser back. The code is exchanged; the steps the bank
 * still asks for (terms, a code for a new device, the security question) are shown here; then the
 * person goes where they were heading (redirectPath) or to their dashboard.
 */
import { loginResultSchema } from '@baraka/contracts/identity/auth';
import type { Challenge, ContinueResult } from '@baraka/contracts/identity/challenges';
import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ChallengeStep } from '../../../components/challenge/challenge-step';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { applyLoginResult, completeLogin, LoginReturnError, takeStashedOutcome } from '../session/login-flow';
import { cancelLogin, logout } from '../session/logout-flow';
import { setPendingStep } from '../session/pending-step';

const PRIVATE_HOME = '/private-dashboard';

type Stage = { kind: 'exchanging' } | { kind: 'login-step' | 'first-access'; challenge: Challenge };

export function LoginCallbackPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [stage, setStage] = useState<Stage>({ kind: 'exchanging' });
  const [redirectPath, setRedirectPath] = useState<string | null>(null);

  const goOn = (path: string | null) => {
    void navigate(path ?? PRIVATE_HOME, { replace: true });
  };

  useEffect(() => {
    let isCurrent = true;
    if (searchParams.get('redirectPath') === 'loginWithFip' && !searchParams.get('code')) {
      // Spec §4: the provider sent a fingerprint sign-in back; the web is not its channel.
      void navigate('/auth/login?fip=unavailable', { replace: true });
      return;
    }
    const stashed = takeStashedOutcome();
    (stashed ? Promise.resolve(stashed) : completeLogin(searchParams)).then(
      (outcome) => {
        if (!isCurrent) {
          return;
        }
        setRedirectPath(outcome.redirectPath);
        if (outcome.status === 'challenge') {
          setStage({ kind: 'login-step', challenge: outcome.challenge });
        } else if (outcome.pendingStep) {
          setStage({ kind: 'first-access', challenge: outcome.pendingStep });
        } else {
          void navigate(outcome.redirectPath ?? PRIVATE_HOME, { replace: true });
        }
      },
      (error: unknown) => {
        if (isCurrent) {
          const reason = error instanceof LoginReturnError ? error.reason : 'failed';
          void navigate(`/auth/login?loginError=${reason}`, { replace: true });
        }
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [searchParams, navigate]);

  if (stage.kind === 'exchanging') {
    return (
      <Stack align="center" gap="md" py="xl" role="status" aria-live="polite">
        <Loader size="lg" aria-hidden />
        <Text component="h1" fz="h3" fw={700}>
          {t('callback.title')}
        </Text>
        <Text c="dimmed">{t('callback.body')}</Text>
      </Stack>
    );
  }

  const onComplete = (result: ContinueResult) => {
    if (stage.kind === 'login-step') {
      const pendingStep = applyLoginResult(loginResultSchema.parse(result.genericResponse));
      if (pendingStep) {
        setStage({ kind: 'first-access', challenge: pendingStep });
        return;
      }
    } else {
      setPendingStep(null);
    }
    goOn(redirectPath);
  };
  const onCancel = () => {
    if (stage.kind === 'login-step') {
      void cancelLogin(stage.challenge.challengeKey, (path) => void navigate(path, { replace: true }));
    } else {
      void logout('user', (path) => void navigate(path, { replace: true }));
    }
  };
  return (
    <Stack gap="lg">
      <Text component="h1" fz={{ base: 'h2', sm: 'h1' }} fw={700}>
        {t(stage.kind === 'login-step' ? 'callback.stepTitle' : 'callback.firstAccessTitle')}
      </Text>
      <ChallengeStep
        key={stage.challenge.challengeKey + stage.kind}
        challenge={stage.challenge}
        onComplete={onComplete}
        onCancel={onCancel}
      />
    </Stack>
  );
}
