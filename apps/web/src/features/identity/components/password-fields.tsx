/** A new password and its confirmation, with the stated policy ticked off as the person types. */
import { findPasswordProblems, PASSWORD_RULES, type PasswordRule } from '@baraka/domain';
import { List, PasswordInput, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';

type PasswordFieldsProps = {
  username: string;
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  passwordError?: string | null;
  confirmationError?: string | null;
};

const SHOWN: readonly PasswordRule[] = PASSWORD_RULES.filter((rule) => rule !== 'maxLength');

/** Whether the pair can be sent: every rule met and both the same. */
export function isPasswordPairValid(username: string, password: string, confirmation: string): boolean {
  return findPasswordProblems(password, username).length === 0 && password === confirmation;
}

export function PasswordFields(props: PasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const broken = new Set(findPasswordProblems(props.password, props.username));
  return (
    <Stack gap="sm">
      <PasswordInput
        label={t('password.new')}
        value={props.password}
        onChange={(event) => props.onPasswordChange(event.currentTarget.value)}
        autoComplete="new-password"
        maxLength={128}
        error={props.passwordError}
        required
        data-testid="new-password"
      />
      <PasswordInput
        label={t('password.confirm')}
        value={props.confirmation}
        onChange={(event) => props.onConfirmationChange(event.currentTarget.value)}
        autoComplete="new-password"
        maxLength={128}
        error={
          props.confirmationError ??
          (props.confirmation && props.confirmation !== props.password ? t('password.mismatch') : null)
        }
        required
        data-testid="confirm-password"
      />
      <Text fz="sm" fw={600} id="password-policy">
        {t('password.policy')}
      </Text>
      <List spacing={4} size="sm" aria-labelledby="password-policy">
        {SHOWN.map((rule) => {
          const isMet = props.password.length > 0 && !broken.has(rule);
          return (
            <List.Item
              key={rule}
              icon={
                <ThemeIcon
                  size={18}
                  radius="xl"
                  color={isMet ? 'green' : 'gray'}
                  variant={isMet ? 'filled' : 'light'}
                >
                  {isMet ? <IconCheck size={12} aria-hidden /> : <IconPoint size={12} aria-hidden />}
                </ThemeIcon>
              }
            >
              <span>{t(`password.rules.${rule}`)}</span>
              {isMet && <VisuallyHidden>{` — ${t('password.met')}`}</VisuallyHidden>}
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
