/**
 * `/auth/callback`: the provider sent the browser back. The code is exchanged for a session, then
 * the person goes where they were heading (redirectPath) or to their dashboard.
 */
import { Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { completeLogin, LoginReturnError } from '../session/login-flow';

const PRIVATE_HOME = '/private-dashboard';

export function LoginCallbackPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  useEffect(() => {
    let isCurrent = true;
    completeLogin(searchParams).then(
      (redirectPath) => {
        if (isCurrent) {
          void navigate(redirectPath ?? PRIVATE_HOME, { replace: true });
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
