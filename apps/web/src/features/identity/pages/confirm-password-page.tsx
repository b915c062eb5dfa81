/** `/auth/confirm-password`: the username and the password, under the stated policy; the access is created. */
import { Alert, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { readFieldError } from '../../../lib/form-errors';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { checkUsername, postSignup } from '../api/signup';
import { isPasswordPairValid, PasswordFields } from '../components/password-fields';
import { RegisterSteps } from '../components/register-steps';
import { getRegistration, REGISTER_PATHS, updateRegistration } from '../session/registration-store';

const USERNAME_PATTERN = /^[a-z0-9._-]{3,32}$/;

export function ConfirmPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const registration = getRegistration();
  const [username, setUsername] = useState('');
  const [isTaken, setIsTaken] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!registration?.verifiedKey || !registration.pack) {
      void navigate(REGISTER_PATHS.identity, { replace: true });
    }
  }, [registration, navigate]);
  if (!registration?.verifiedKey || !registration.pack) {
    return null;
  }
  const { verifiedKey, pack, identity } = registration;
  const normalized = username.trim().toLowerCase();
  const isUsernameValid = USERNAME_PATTERN.test(normalized);
  const checkAvailability = () => {
    if (isUsernameValid) {
      checkUsername(normalized).then(
        (answer) => setIsTaken(!answer.available),
        () => setIsTaken(false),
      );
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    setError(null);
    postSignup(
      { ...identity, pack, username: normalized, password, confirmPassword: confirmation },
      verifiedKey,
    ).then(
      (created) => {
        updateRegistration({ created });
        void navigate(REGISTER_PATHS.welcome, { replace: true });
      },
      (caught: unknown) => {
        setIsBusy(false);
        setError(caught);
      },
    );
  };
  const usernameError =
    readFieldError(error, 'username') ??
    (isTaken
      ? t('register.usernameTaken')
      : username && !isUsernameValid
        ? t('register.usernameRule')
        : null);
  const otherError =
    error instanceof Error && !readFieldError(error, 'username') && !readFieldError(error, 'password')
      ? error.message
      : null;
  return (
    <Stack gap="lg">
      <RegisterSteps active={3} />
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('register.passwordTitle')}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('register.username')}
              description={t('register.usernameRule')}
              value={username}
              onChange={(event) => {
                setUsername(event.currentTarget.value);
                setIsTaken(false);
              }}
              onBlur={checkAvailability}
              autoComplete="username"
              autoCapitalize="none"
              dir="ltr"
              required
              error={usernameError}
              data-testid="register-username"
            />
            <PasswordFields
              username={normalized}
              password={password}
              confirmation={confirmation}
              onPasswordChange={setPassword}
              onConfirmationChange={setConfirmation}
              passwordError={readFieldError(error, 'password')}
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
              disabled={
                !isUsernameValid || isTaken || !isPasswordPairValid(normalized, password, confirmation)
              }
              data-testid="register-create"
            >
              {t('register.create')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
