/**
 * The phone number or e-mail on file and its change: the new value, then the code sent to it (the
 * shared challenge step), then the new value is saved and the old contact is told by the bank.
 */

import type { UserProfile } from '@baraka/contracts/identity/auth';
import type { Challenge } from '@baraka/contracts/identity/challenges';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ChallengeStep } from '../../../components/challenge/challenge-step';
import { ApiError } from '../../../lib/api-error';
import { readChallenge } from '../../../lib/challenges';
import { readFieldError } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { changeEmail, changePhone } from '../api/change-contact';
import { applyProfile } from '../api/profile-answers';

type ContactChangeProps = { kind: 'phone' | 'email'; profile: UserProfile };

export function ContactChange({ kind, profile }: ContactChangeProps) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const current = kind === 'phone' ? profile.phoneNumber : profile.email;
  const field = kind === 'phone' ? 'phoneNumber' : 'email';
  const [isEditing, setIsEditing] = useState(false);
  const [value, setValue] = useState('');
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [isBusy, setIsBusy] = useState(false);

  const send = (challengeKey?: string) => {
    setIsBusy(true);
    setError(null);
    (kind === 'phone' ? changePhone(value, challengeKey) : changeEmail(value, challengeKey))
      .then((next) => {
        applyProfile(queryClient, next);
        setChallenge(null);
        setIsEditing(false);
        setValue('');
        notifications.show({ color: 'teal', message: t(`contacts.${kind}.done`) });
      })
      .catch((caught: unknown) => {
        const asked = readChallenge(caught);
        setChallenge(asked);
        if (!asked) {
          setError(caught);
        }
      })
      .finally(() => setIsBusy(false));
  };
  const fieldError = readFieldError(error, field);
  const otherError =
    error && !fieldError ? (error instanceof ApiError ? error.message : t('errors.failed')) : null;

  return (
    <Stack gap="xs" data-testid={`contact-${kind}`}>
      <Group justify="space-between" wrap="nowrap">
        {/* A long address breaks rather than push the button off a 320 px phone. */}
        <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Text fz="sm" c="dimmed">
            {t(`contacts.${kind}.label`)}
          </Text>
          <Text fw={600} data-testid={`contact-${kind}-value`}>
            <bdi>{current ?? t('contacts.none')}</bdi>
          </Text>
        </div>
        {!isEditing && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setIsEditing(true)}
            data-testid={`change-${kind}`}
          >
            {t('contacts.change')}
          </Button>
        )}
      </Group>
      {isEditing && !challenge && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <Stack gap="xs">
            <TextInput
              label={t(`contacts.${kind}.new`)}
              description={t(`contacts.${kind}.hint`)}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              error={fieldError}
              inputMode={kind === 'phone' ? 'numeric' : 'email'}
              type={kind === 'phone' ? 'tel' : 'email'}
              dir="ltr"
              required
              data-testid={`new-${kind}`}
            />
            {otherError && (
              <Alert color="red" variant="light" role="alert">
                {otherError}
              </Alert>
            )}
            <Group gap="xs">
              <Button type="submit" loading={isBusy} data-testid={`submit-${kind}`}>
                {t('contacts.sendCode')}
              </Button>
              <Button variant="default" onClick={() => setIsEditing(false)}>
                {t('actions.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {challenge && (
        <ChallengeStep
          key={challenge.challengeKey}
          challenge={challenge}
          payload={{ [field]: value }}
          onComplete={(result) => send(result.key || challenge.challengeKey)}
          onCancel={() => setChallenge(null)}
        />
      )}
    </Stack>
  );
}
