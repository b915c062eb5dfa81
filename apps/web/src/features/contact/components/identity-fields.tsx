/** A visitor's identity (spec §5): names, e-mail, phone, address, city and country. */
import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_DIGITS,
} from '@baraka/contracts/shared/forms';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { CountrySelect } from './country-select';
import type { ContactFieldProps } from './field-props';

export function IdentityFields({ form, countries, fieldProps }: ContactFieldProps) {
  const { t } = useTranslation('forms');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('contact.fields.lastName')}
          description={t('hints.letters', { max: NAME_MAX_LENGTH })}
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          {...fieldProps('lastName')}
        />
        <TextInput
          label={t('contact.fields.firstName')}
          description={t('hints.letters', { max: NAME_MAX_LENGTH })}
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          {...fieldProps('firstName')}
        />
        <TextInput
          label={t('contact.fields.email')}
          description={t('hints.email', { ns: 'contact' })}
          type="email"
          autoComplete="email"
          dir="ltr"
          {...fieldProps('email')}
        />
        <TextInput
          label={t('contact.fields.phone')}
          description={t('hints.phone', { digits: PHONE_DIGITS })}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          dir="ltr"
          maxLength={PHONE_DIGITS}
          {...fieldProps('phone')}
        />
      </SimpleGrid>
      <TextInput
        label={t('contact.fields.address')}
        description={t('hints.address', { max: ADDRESS_MAX_LENGTH })}
        autoComplete="street-address"
        maxLength={ADDRESS_MAX_LENGTH}
        {...fieldProps('address')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('contact.fields.city')}
          description={t('hints.letters', { max: CITY_MAX_LENGTH })}
          autoComplete="address-level2"
          maxLength={CITY_MAX_LENGTH}
          {...fieldProps('city')}
        />
        <CountrySelect form={form} countries={countries} fieldProps={fieldProps} />
      </SimpleGrid>
    </Stack>
  );
}
