/** The visitor's appointment form (spec §5): identity, branch, subject, date, slot and captcha. */
import type { AppointmentDefinition, AppointmentReceipt } from '@baraka/contracts/appointments/schemas';
import type { Branch } from '@baraka/contracts/locator/schemas';
import type { FieldError } from '@baraka/contracts/shared/envelope';
import { APPOINTMENT_EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_DIGITS } from '@baraka/contracts/shared/forms';
import { Alert, Button, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { CaptchaField } from '../../../components/ui/captcha/captcha-field';
import { useLocalize } from '../../../lib/localized';
import { useTranslation } from '../../../lib/use-translation';
import { useAppointmentForm } from '../hooks/use-appointment-form';
import { AppointmentDateField } from './appointment-date-field';
import { AppointmentSlotField } from './appointment-slot-field';

type AppointmentFormProps = {
  definition: AppointmentDefinition;
  agencies: readonly Branch[];
  onDone: (receipt: AppointmentReceipt) => void;
};

export function AppointmentForm({ definition, agencies, onDone }: AppointmentFormProps) {
  const { t } = useTranslation(['forms', 'appointments', 'errors']);
  const localize = useLocalize();
  const form = useAppointmentForm(definition, onDone);
  const { values, errors } = form;
  const messageOf = (error: FieldError | undefined) =>
    error ? t(`form.${error.key}`, { ns: 'errors', ...error.params }) : undefined;
  const field = (name: 'name' | 'phone' | 'email') => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => form.setValue(name, event.currentTarget.value),
    error: messageOf(errors[name]),
    withAsterisk: true,
  });

  return (
    <Paper
      component="form"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      noValidate
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('appointment.fields.name')}
          description={t('hints.letters', { max: NAME_MAX_LENGTH })}
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          {...field('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('appointment.fields.phone')}
            description={t('hints.phone', { digits: PHONE_DIGITS })}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_DIGITS}
            {...field('phone')}
          />
          <TextInput
            label={t('appointment.fields.email')}
            description={t('hints.email', { ns: 'appointments', max: APPOINTMENT_EMAIL_MAX_LENGTH })}
            type="email"
            autoComplete="email"
            maxLength={APPOINTMENT_EMAIL_MAX_LENGTH}
            {...field('email')}
          />
        </SimpleGrid>
        <Select
          label={t('appointment.fields.branchId')}
          placeholder={t('placeholders.branch', { ns: 'appointments' })}
          withAsterisk
          searchable
          nothingFoundMessage={t('placeholders.noBranch', { ns: 'appointments' })}
          data={agencies.map((agency) => ({ value: agency.branchID, label: localize(agency.branchName) }))}
          value={values.branchId || null}
          onChange={(branchId) => form.setValue('branchId', branchId ?? '')}
          error={messageOf(errors.branchId)}
          comboboxProps={{ withinPortal: true }}
          data-testid="appointment-branch"
        />
        <Select
          label={t('appointment.fields.subject')}
          placeholder={t('placeholders.subject', { ns: 'appointments' })}
          withAsterisk
          data={definition.subjects.map((subject) => ({
            value: subject,
            label: t(`appointment.subjects.${subject}`),
          }))}
          value={values.subject || null}
          onChange={(subject) => form.setValue('subject', subject ?? '')}
          error={messageOf(errors.subject)}
          comboboxProps={{ withinPortal: true }}
          data-testid="appointment-subject"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <AppointmentDateField
            definition={definition}
            value={values.desiredDate}
            error={messageOf(errors.desiredDate)}
            onChange={(date) => form.setValue('desiredDate', date)}
          />
          <AppointmentSlotField
            definition={definition}
            branchId={values.branchId}
            date={values.desiredDate}
            value={values.desiredTime}
            error={messageOf(errors.desiredTime)}
            onChange={(time) => form.setValue('desiredTime', time)}
          />
        </SimpleGrid>
        <CaptchaField
          label={t('contact.fields.captcha')}
          error={messageOf(errors.captcha)}
          resetKey={form.captchaResetKey}
          onChange={form.changeCaptcha}
        />
        {form.failure && (
          <Alert
            color="red"
            variant="light"
            radius="md"
            icon={<IconAlertTriangle aria-hidden />}
            role="alert"
          >
            {form.failure.message}
          </Alert>
        )}
        <Button
          type="submit"
          size="md"
          radius="md"
          loading={form.isSubmitting}
          leftSection={<IconSend size={18} className="mirror-in-rtl" aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('actions.submit', { ns: 'appointments' })}
        </Button>
      </Stack>
    </Paper>
  );
}
