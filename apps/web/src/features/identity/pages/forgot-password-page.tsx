/**
 * `/auth/forgot-password`: the username and the phone number the bank knows, then the one-time
 * code sent to that phone; the new password is chosen on the next page.
 */
import type { Challenge } from '@baraka/contracts/identity/challenges';
import { Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ChallengeStep } from '../../../components/challenge/challenge-step';
import { readChallenge } from '../../../lib/challenges';
import { readFieldError } from '../../../lib/form-errors';
import { Link, useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { postForgotPassword } from '../api/forgot-password';

export const NEW_PASSWORD_PATH = '/auth/forgot-password/new-password';

export type ResetState = { challengeKey: string; username: string; phoneNumber: string };

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    setError(null);
    postForgotPassword({ username, phoneNumber }).then(
      () => setIsBusy(false),
      (caught: unknown) => {
        setIsBusy(false);
        const next = readChallenge(caught);
        if (next) {
          setChallenge(next);
        } else {
          setError(caught);
        }
      },
    );
  };

  if (challenge) {
    return (
      <Stack gap="lg">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('forgotPassword.title')}
        </Title>
        <ChallengeStep
          challenge={challenge}
          onCancel={() => setChallenge(null)}
          onComplete={(result) => {
            const state: ResetState = { challengeKey: result.key, username, phoneNumber };
            void navigate(NEW_PASSWORD_PATH, { state });
          }}
        />
      </Stack>
    );
  }

  const generalError =
    error && !readFieldError(error, 'username') && !readFieldError(error, 'phoneNumber')
      ? t('forgotPassword.mismatch')
      : null;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('forgotPassword.title')}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text c="dimmed">{t('forgotPassword.intro')}</Text>
            <TextInput
              label={t('forgotPassword.username')}
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
              autoComplete="username"
              autoCapitalize="none"
              required
              error={readFieldError(error, 'username')}
              data-testid="forgot-username"
            />
            <TextInput
              label={t('forgotPassword.phone')}
              description={t('forgotPassword.phoneHint')}
              value={phoneNumber}
              onChange={(event) => setPhoneNumber(event.currentTarget.value.replace(/\D/g, '').slice(0, 8))}
              inputMode="numeric"
              autoComplete="tel-national"
              dir="ltr"
              required
              error={readFieldError(error, 'phoneNumber')}
              data-testid="forgot-phone"
            />
            {generalError && (
              <Text c="red.8" fz="sm" role="alert">
                {generalError}
              </Text>
            )}
            <Button type="submit" loading={isBusy} disabled={!username || phoneNumber.length !== 8}>
              {t('forgotPassword.submit')}
            </Button>
            <Anchor component={Link} to="/auth/login" fz="sm" fw={600}>
              <IconArrowLeft size={14} className="mirror-in-rtl" aria-hidden />{' '}
              {t('forgotPassword.backToLogin')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
