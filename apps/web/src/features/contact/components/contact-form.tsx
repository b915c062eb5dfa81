/** The contact form (spec §5): who writes, what about, to which branch, the message, a file, the captcha. */
import type { ContactCategory, ContactFormSettings } from '@baraka/contracts/contact/schemas';
import type { SimulationRequest } from '@baraka/contracts/contact/simulation-request';
import { Alert, Button, Divider, Paper, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { CaptchaField } from '../../../components/ui/captcha/captcha-field';
import { translateFieldError } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import type { ContactFormState, ContactValues } from '../hooks/use-contact-form';
import { CustomerFields } from './customer-fields';
import type { BoundField } from './field-props';
import { IdentityFields } from './identity-fields';
import { type AgencyChoice, RequestFields } from './request-fields';
import { SimulationFields } from './simulation-fields';

type ContactFormProps = {
  form: ContactFormState;
  settings: ContactFormSettings;
  categories: readonly ContactCategory[];
  agencies: readonly AgencyChoice[];
  isBranchLocked: boolean;
  simulation: SimulationRequest | null;
};

export function ContactForm({
  form,
  settings,
  categories,
  agencies,
  isBranchLocked,
  simulation,
}: ContactFormProps) {
  const { t } = useTranslation(['contact', 'forms']);
  const fieldProps = (field: keyof ContactValues): BoundField => {
    const error = form.errors[field];
    return {
      value: form.values[field],
      onChange: (event) => form.setValue(field, event.currentTarget.value),
      error: error ? translateFieldError(error) : undefined,
      withAsterisk: true,
      'data-testid': `contact-${field}`,
    };
  };
  const shared = { form, countries: settings.countries, fieldProps };
  const captchaError = form.errors.captcha;

  return (
    <Paper
      component="form"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <Stack gap="lg">
        {simulation && <SimulationFields simulation={simulation} />}
        <Stack gap="md">
          <Title order={2} fz="h4" id="contact-form-title">
            {t('sections.you')}
          </Title>
          {settings.customer ? (
            <CustomerFields customer={settings.customer} {...shared} />
          ) : (
            <IdentityFields {...shared} />
          )}
        </Stack>
        <Divider />
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('sections.request')}
          </Title>
          <RequestFields
            form={form}
            categories={categories}
            agencies={agencies}
            isBranchLocked={isBranchLocked}
          />
        </Stack>
        {!settings.customer && (
          <CaptchaField
            label={t('forms:contact.fields.captcha')}
            error={captchaError ? translateFieldError(captchaError) : undefined}
            resetKey={form.captchaResetKey}
            onChange={form.changeCaptcha}
          />
        )}
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
          {t('actions.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
