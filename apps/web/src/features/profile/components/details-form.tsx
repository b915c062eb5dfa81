/** The contact details that need no code: office and home phone, address and post code. */
import type { UserProfile } from '@baraka/contracts/identity/auth';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { readFieldError } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { applyProfile } from '../api/profile-answers';
import { updateUserInfo } from '../api/update-info';

const FIELDS = ['officePhoneNumber', 'homePhoneNumber', 'fullAddress', 'postCode'] as const;
type Field = (typeof FIELDS)[number];

export function DetailsForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    officePhoneNumber: profile.officePhoneNumber ?? '',
    homePhoneNumber: profile.homePhoneNumber ?? '',
    fullAddress: profile.fullAddress ?? '',
    postCode: profile.postCode ?? '',
  }));
  const [error, setError] = useState<unknown>(null);
  const [isBusy, setIsBusy] = useState(false);

  const save = () => {
    setIsBusy(true);
    setError(null);
    updateUserInfo({
      officePhoneNumber: values.officePhoneNumber || null,
      homePhoneNumber: values.homePhoneNumber || null,
      fullAddress: values.fullAddress,
      ...(values.postCode ? { postCode: values.postCode } : {}),
    })
      .then((next) => {
        applyProfile(queryClient, next);
        notifications.show({ color: 'teal', message: t('details.saved') });
      })
      .catch((caught: unknown) => {
        setError(caught);
        if (caught instanceof ApiError && caught.fieldErrors.length === 0) {
          notifications.show({ color: 'red', message: caught.message });
        }
      })
      .finally(() => setIsBusy(false));
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`details.${field}`)}
              value={values[field]}
              onChange={(event) => {
                const next = event.currentTarget.value;
                setValues((current) => ({ ...current, [field]: next }));
              }}
              error={readFieldError(error, field)}
              dir={field === 'fullAddress' ? undefined : 'ltr'}
              inputMode={field === 'fullAddress' ? undefined : 'numeric'}
            />
          ))}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={isBusy} data-testid="save-details">
            {t('details.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
