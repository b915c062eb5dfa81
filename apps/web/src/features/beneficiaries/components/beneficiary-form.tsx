/** The payee form of one kind: the account first, then who the payee is, then how to reach them. */
import type { BeneficiaryTypeName } from '@baraka/contracts/beneficiaries/schemas';
import { NICKNAME_MAX_LENGTH } from '@baraka/contracts/beneficiaries/schemas';
import { NAME_MAX_LENGTH } from '@baraka/contracts/shared/forms';
import { Alert, Button, Divider, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAddressBook, IconAlertTriangle, IconCreditCard, IconUser } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import type { BeneficiaryFormState } from '../hooks/use-beneficiary-form';
import type { FormMode } from '../utils/beneficiary-form';
import { BENEFICIARIES_PATH, isTunisianType } from '../utils/beneficiary-types';
import { bindField } from './field-props';
import { FormSection } from './form-section';
import { InternationalAccountFields } from './international-account-fields';
import { RibField } from './rib-field';

type BeneficiaryFormProps = { type: BeneficiaryTypeName; mode: FormMode; form: BeneficiaryFormState };

export function BeneficiaryForm({ type, mode, form }: BeneficiaryFormProps) {
  const { t } = useTranslation('beneficiaries');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  const failure = form.failure;
  return (
    <form onSubmit={submit} noValidate data-testid="beneficiary-form">
      <Stack gap="xl">
        {failure && (
          <Alert
            color="red"
            variant="light"
            radius="md"
            icon={<IconAlertTriangle aria-hidden />}
            role="alert"
            data-testid="form-failure"
          >
            {'message' in failure ? failure.message : t('errors.invalidForm')}
          </Alert>
        )}
        <FormSection
          title={t('form.sections.account')}
          hint={t(`types.${type}.description`)}
          icon={IconCreditCard}
        >
          {isTunisianType(type) ? (
            <RibField form={form} type={type} mode={mode} />
          ) : (
            <InternationalAccountFields form={form} />
          )}
        </FormSection>
        <Divider />
        <FormSection title={t('form.sections.identity')} icon={IconUser}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('form.fields.lastName')}
              description={t('form.hints.names', { max: NAME_MAX_LENGTH })}
              autoComplete="off"
              withAsterisk
              maxLength={NAME_MAX_LENGTH}
              {...bindField(form, t, 'lastName')}
            />
            <TextInput
              label={t('form.fields.firstName')}
              description={t('form.hints.names', { max: NAME_MAX_LENGTH })}
              autoComplete="off"
              withAsterisk
              maxLength={NAME_MAX_LENGTH}
              {...bindField(form, t, 'firstName')}
            />
          </SimpleGrid>
          <TextInput
            label={t('form.fields.nickName')}
            description={t('form.hints.nickName')}
            autoComplete="off"
            maxLength={NICKNAME_MAX_LENGTH}
            {...bindField(form, t, 'nickName')}
          />
        </FormSection>
        <Divider />
        <FormSection
          title={t('form.sections.contact')}
          hint={t('form.sections.contactHint')}
          icon={IconAddressBook}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('form.fields.phoneNumber')}
              description={t(isTunisianType(type) ? 'form.hints.phone' : 'form.hints.phoneAbroad')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              dir="ltr"
              maxLength={isTunisianType(type) ? 8 : 16}
              {...bindField(form, t, 'phoneNumber')}
            />
            <TextInput
              label={t('form.fields.email')}
              description={t('form.hints.email')}
              type="email"
              autoComplete="off"
              dir="ltr"
              {...bindField(form, t, 'email')}
            />
          </SimpleGrid>
        </FormSection>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={BENEFICIARIES_PATH} variant="default" radius="xl">
            {t('form.cancel')}
          </Button>
          <Button type="submit" radius="xl" loading={form.isSaving} data-testid="submit-beneficiary">
            {t(mode === 'add' ? 'form.submitAdd' : 'form.submitUpdate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
