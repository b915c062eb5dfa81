/**
 * A new login for the company: name, username, phone and e-mail, checked with the API's own schema;
 * confirmed with the one-time code. Its temporary password goes to the new user's phone.
 */
import { inviteCompanyUserSchema } from '@baraka/contracts/identity/company';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CodeStep } from '../../../components/challenge/code-step';
import { useCodedAction } from '../../../lib/coded-action';
import { readFieldError, translateFieldError } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { COMPANY_CHANGES_KEY } from '../api/company-changes';
import { inviteUser } from '../api/company-user-writes';
import { COMPANY_USERS_KEY } from '../api/company-users';

const FIELDS = ['firstName', 'lastName', 'username', 'phoneNumber', 'email'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { firstName: '', lastName: '', username: '', phoneNumber: '', email: '' };

/** A refusal of one of the form's fields is shown beside that field, not above the buttons. */
const isFieldRefusal = (error: unknown) => FIELDS.some((field) => readFieldError(error, field) !== null);

type InviteDialogProps = { onClose: () => void; onInvited: (username: string) => void };

export function InviteDialog({ onClose, onInvited }: InviteDialogProps) {
  const { t } = useTranslation('company');
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const parsed = inviteCompanyUserSchema.safeParse(values);
  const action = useCodedAction({
    send: (confirmation) => {
      if (!parsed.success) {
        return Promise.reject(new Error(t('errors.generic')));
      }
      return inviteUser(parsed.data, confirmation);
    },
    onDone: (user) => {
      void queryClient.invalidateQueries({ queryKey: COMPANY_USERS_KEY });
      void queryClient.invalidateQueries({ queryKey: COMPANY_CHANGES_KEY });
      onInvited(user.username);
    },
  });

  const submit = () => {
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= translateFieldError({ key: issue.message });
      }
      setErrors(found);
      return;
    }
    setErrors({});
    action.start();
  };
  const errorOf = (field: Field) => errors[field] ?? readFieldError(action.error, field) ?? undefined;
  const input = (
    field: Field,
    extra: { type?: string; inputMode?: 'numeric' | 'email'; dir?: 'ltr' } = {},
  ) => (
    <TextInput
      label={t(`invite.fields.${field}`)}
      value={values[field]}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setValues((current) => ({ ...current, [field]: next }));
      }}
      error={errorOf(field)}
      required
      disabled={action.isBusy || action.challenge !== null}
      data-testid={`invite-${field}`}
      {...extra}
    />
  );

  return (
    <Modal opened onClose={onClose} title={t('invite.title')} size="lg" radius="lg" centered>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('invite.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {input('firstName')}
          {input('lastName')}
          {input('username', { dir: 'ltr' })}
          {input('phoneNumber', { inputMode: 'numeric', dir: 'ltr' })}
        </SimpleGrid>
        {input('email', { type: 'email', inputMode: 'email', dir: 'ltr' })}
        <CodeStep action={action} ns="company" isShownElsewhere={isFieldRefusal} />
        {!action.challenge && (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={action.isBusy}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={submit} loading={action.isBusy} data-testid="send-invitation">
              {t('invite.submit')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
