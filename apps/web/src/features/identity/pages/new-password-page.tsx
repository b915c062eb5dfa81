/** `/auth/forgot-password/new-password`: the code was right; the new password, under the stated policy. */
import { Alert, Anchor, Button, Paper, Stack, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { readFieldError } from '../../../lib/form-errors';
import { Link, useLocation, useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { postForgotPassword } from '../api/forgot-password';
import { isPasswordPairValid, PasswordFields } from '../components/password-fields';
import type { ResetState } from './forgot-password-page';

function isResetState(value: unknown): value is ResetState {
  return typeof value === 'object' && value !== null && 'challengeKey' in value && 'username' in value;
}

export function NewPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { state } = useLocation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  if (!isResetState(state)) {
    return (
      <Alert color="ocean" variant="light" title={t('forgotPassword.title')}>
        {t('newPassword.restart')}{' '}
        <Anchor component={Link} to="/auth/forgot-password" fw={600}>
          {t('newPassword.restartLink')}
        </Anchor>
      </Alert>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    setError(null);
    postForgotPassword(
      {
        username: state.username,
        phoneNumber: state.phoneNumber,
        newPassword: password,
        confirmPassword: confirmation,
      },
      state.challengeKey,
    ).then(
      () => void navigate('/auth/login?passwordReset=true', { replace: true }),
      (caught: unknown) => {
        setIsBusy(false);
        setError(caught);
      },
    );
  };
  const hasFieldError = readFieldError(error, 'newPassword') || readFieldError(error, 'confirmPassword');
  const otherError =
    error !== null && !hasFieldError ? (error instanceof Error ? error.message : String(error)) : null;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('newPassword.title')}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordFields
              username={state.username}
              password={password}
              confirmation={confirmation}
              onPasswordChange={setPassword}
              onConfirmationChange={setConfirmation}
              passwordError={readFieldError(error, 'newPassword')}
              confirmationError={readFieldError(error, 'confirmPassword')}
            />
            {otherError && (
              <Alert color="red" variant="light" role="alert">
                {otherError}
              </Alert>
            )}
            <Button
              type="submit"
              loading={isBusy}
              disabled={!isPasswordPairValid(state.username, password, confirmation)}
              data-testid="save-password"
            >
              {t('newPassword.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
