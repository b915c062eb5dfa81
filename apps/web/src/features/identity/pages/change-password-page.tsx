/**
 * `/settings/password`: the signed-in customer changes the password — the current one, then the new
 * one under the stated policy. On success the bank ends every other session and says so.
 */
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { readFieldError } from '../../../lib/form-errors';
import { Link } from '../../../lib/router';
import { useSession } from '../../../lib/session-store';
import { useTranslation } from '../../../lib/use-translation';
import { changePassword } from '../api/change-password';
import { isPasswordPairValid, PasswordFields } from '../components/password-fields';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const { user } = useSession();
  const username = user?.username ?? '';
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    setError(null);
    changePassword({ currentPassword: current, newPassword: password, confirmPassword: confirmation }).then(
      () => {
        setIsBusy(false);
        setIsDone(true);
      },
      (caught: unknown) => {
        setIsBusy(false);
        setError(caught);
      },
    );
  };
  const isFieldError = FIELDS.some((field) => readFieldError(error, field) !== null);
  const otherError =
    error !== null && !isFieldError ? (error instanceof Error ? error.message : String(error)) : null;

  return (
    <Stack gap="lg" maw={640}>
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('changePassword.title')}
        </Title>
        <Text c="dimmed">{t('changePassword.intro')}</Text>
      </div>
      {isDone ? (
        <Alert
          color="green"
          variant="light"
          radius="lg"
          icon={<IconCircleCheck aria-hidden />}
          title={t('changePassword.doneTitle')}
          role="status"
          data-testid="password-changed"
        >
          <Text fz="sm">{t('changePassword.doneBody')}</Text>
          <Anchor component={Link} to="/settings" fz="sm" fw={600}>
            {t('changePassword.back')}
          </Anchor>
        </Alert>
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <PasswordInput
                label={t('changePassword.current')}
                value={current}
                onChange={(event) => setCurrent(event.currentTarget.value)}
                error={readFieldError(error, 'currentPassword')}
                autoComplete="current-password"
                required
                data-testid="current-password"
              />
              <PasswordFields
                username={username}
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
                disabled={current === '' || !isPasswordPairValid(username, password, confirmation)}
                data-testid="save-password"
              >
                {t('changePassword.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
