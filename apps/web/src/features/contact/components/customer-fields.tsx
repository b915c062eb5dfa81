/**
 * A signed-in customer's identity: name, e-mail and city come from the profile and are not asked
 * (spec §5); a replacement e-mail or phone is asked only when the stored one is flagged invalid.
 */
import type { ContactFormSettings } from '@baraka/contracts/contact/schemas';
import { ADDRESS_MAX_LENGTH, PHONE_DIGITS } from '@baraka/contracts/shared/forms';
import { Alert, Group, Paper, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { CountrySelect } from './country-select';
import type { ContactFieldProps } from './field-props';

type CustomerFieldsProps = ContactFieldProps & { customer: NonNullable<ContactFormSettings['customer']> };

export function CustomerFields({ customer, ...props }: CustomerFieldsProps) {
  const { t } = useTranslation(['contact', 'forms']);
  const { fieldProps } = props;
  const known = [customer.maskedEmail, customer.maskedPhone].filter(Boolean).join(' · ');
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
            <IconUserCheck size={22} />
          </ThemeIcon>
          <div>
            <Text fw={600} data-testid="contact-customer">
              {t('customer.writingAs', { name: customer.displayName })}
            </Text>
            {known && (
              <Text fz="sm" c="dimmed" dir="ltr" ta="start">
                {known}
              </Text>
            )}
          </div>
        </Group>
      </Paper>
      {(customer.needsEmail || customer.needsPhone) && (
        <Alert color="orange" variant="light" radius="md" icon={<IconAlertTriangle aria-hidden />}>
          {t(customer.needsEmail ? 'customer.emailInvalid' : 'customer.phoneInvalid')}
        </Alert>
      )}
      {(customer.needsEmail || customer.needsPhone) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {customer.needsEmail && (
            <TextInput
              label={t('customer.replacementEmail')}
              type="email"
              autoComplete="email"
              dir="ltr"
              {...fieldProps('email')}
            />
          )}
          {customer.needsPhone && (
            <TextInput
              label={t('customer.replacementPhone')}
              description={t('forms:hints.phone', { digits: PHONE_DIGITS })}
              type="tel"
              inputMode="numeric"
              dir="ltr"
              maxLength={PHONE_DIGITS}
              {...fieldProps('phone')}
            />
          )}
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('forms:contact.fields.address')}
          description={t('forms:hints.address', { max: ADDRESS_MAX_LENGTH })}
          autoComplete="street-address"
          maxLength={ADDRESS_MAX_LENGTH}
          {...fieldProps('address')}
        />
        <CountrySelect {...props} />
      </SimpleGrid>
    </Stack>
  );
}
