/**
 * The onboarding first form (spec §3): the identification kind (CIN by default) and only that kind's
 * number field, the applicant's name and date of birth, and the agency from the branch list.
 */

import type { Branch } from '@baraka/contracts/locator/schemas';
import {
  IDENTIFICATION_KINDS,
  IDENTIFICATION_NUMBER_FIELDS,
  IDENTIFICATION_NUMBER_RULES,
  type IdentificationKind,
  ONBOARDING_NAME_MAX_LENGTH,
} from '@baraka/contracts/onboarding/forms';
import { Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { translateFieldError } from '../../../lib/form-errors';
import { useLocalize } from '../../../lib/localized';
import { useTranslation } from '../../../lib/use-translation';
import type { FieldErrors } from '../hooks/use-form-state';
import { getLatestBirthDate } from '../utils/identity-schema';
import type { IdentityValues } from '../utils/identity-values';

type IdentityFieldsProps = {
  values: IdentityValues;
  errors: FieldErrors;
  agencies: readonly Branch[];
  setValue: (field: keyof IdentityValues, value: string) => void;
};

export function IdentityFields({ values, errors, agencies, setValue }: IdentityFieldsProps) {
  const { t } = useTranslation('onboarding');
  const localize = useLocalize();
  const kind = values.identificationKind;
  const numberField = IDENTIFICATION_NUMBER_FIELDS[kind];
  const messageOf = (field: string) => {
    const error = errors[field];
    return error ? translateFieldError(error) : undefined;
  };
  const text = (field: 'firstName' | 'lastName' | 'dateOfBirth' | typeof numberField) => ({
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValue(field, event.currentTarget.value),
    error: messageOf(field),
    withAsterisk: true,
  });

  return (
    <Stack gap="md">
      <Radio.Group
        label={t('identity.kind')}
        withAsterisk
        value={kind}
        onChange={(value) => setValue('identificationKind', value as IdentificationKind)}
        error={messageOf('identificationKind')}
      >
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="xs">
          {IDENTIFICATION_KINDS.map((option) => (
            <Radio key={option} value={option} label={t(`identity.kinds.${option}`)} />
          ))}
        </SimpleGrid>
      </Radio.Group>
      <TextInput
        key={numberField}
        label={t(`identity.numbers.${kind}`)}
        description={t(`identity.hints.${kind}`)}
        maxLength={IDENTIFICATION_NUMBER_RULES[kind].maxLength + 2}
        inputMode={kind === 'CIN' ? 'numeric' : 'text'}
        autoCapitalize="characters"
        dir="ltr"
        {...text(numberField)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('identity.firstName')}
          autoComplete="given-name"
          maxLength={ONBOARDING_NAME_MAX_LENGTH}
          {...text('firstName')}
        />
        <TextInput
          label={t('identity.lastName')}
          autoComplete="family-name"
          maxLength={ONBOARDING_NAME_MAX_LENGTH}
          {...text('lastName')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          type="date"
          label={t('identity.dateOfBirth')}
          description={t('identity.hints.dateOfBirth')}
          autoComplete="bday"
          max={getLatestBirthDate()}
          {...text('dateOfBirth')}
        />
        <Select
          label={t('identity.agency')}
          description={t('identity.hints.agency')}
          placeholder={t('identity.agencyPlaceholder')}
          withAsterisk
          searchable
          nothingFoundMessage={t('identity.noAgency')}
          data={agencies.map((agency) => ({ value: agency.branchID, label: localize(agency.branchName) }))}
          value={values.agencyId || null}
          onChange={(agencyId) => setValue('agencyId', agencyId ?? '')}
          error={messageOf('agencyId')}
          comboboxProps={{ withinPortal: true }}
          data-testid="onboarding-agency"
        />
      </SimpleGrid>
    </Stack>
  );
}
