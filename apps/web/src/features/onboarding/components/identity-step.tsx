/**
 * Step 1: the first form. A new applicant also solves the captcha and the application is created
 * (onboarding/start); a returning one changes what they entered (flowable/onboarding/update).
 */
import type { Branch } from '@baraka/contracts/locator/schemas';
import type { OnboardingApplication } from '@baraka/contracts/onboarding/applications';
import { Button, Paper, Stack } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { CaptchaField } from '../../../components/ui/captcha/captcha-field';
import { ApiError } from '../../../lib/api-error';
import { translateFieldError } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { useStartApplication } from '../api/start-application';
import { useUpdateApplication } from '../api/update-application';
import { useFormState } from '../hooks/use-form-state';
import type { StoredApplication } from '../utils/application-store';
import { identitySchema } from '../utils/identity-schema';
import { EMPTY_IDENTITY, toIdentityValues } from '../utils/identity-values';
import { FormFailure } from './form-failure';
import { IdentityFields } from './identity-fields';

type IdentityStepProps = {
  stored: StoredApplication | null;
  application: OnboardingApplication | undefined;
  agencies: readonly Branch[];
  onDone: (stored: StoredApplication) => void;
};

export function IdentityStep({ stored, application, agencies, onDone }: IdentityStepProps) {
  const { t } = useTranslation('onboarding');
  const form = useFormState(application ? toIdentityValues(application.identity) : EMPTY_IDENTITY);
  const [captcha, setCaptcha] = useState<string | undefined>();
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const start = useStartApplication();
  const update = useUpdateApplication(stored ?? { applicationId: '', token: '' });
  const isNew = stored === null || application === undefined;
  const mutation = isNew ? start : update;

  const onError = (error: unknown) => {
    form.takeServerErrors(error);
    if (error instanceof ApiError && error.fieldErrors.some((fieldError) => fieldError.field === 'captcha')) {
      setCaptchaResetKey((key) => key + 1);
    }
  };
  const submit = () => {
    const identity = form.parse(identitySchema());
    if (!identity || (isNew && !captcha)) {
      if (isNew && !captcha) {
        form.setErrors((current) => ({ ...current, captcha: { field: 'captcha', key: 'captchaRequired' } }));
      }
      return;
    }
    if (isNew) {
      start.mutate(
        { ...identity, captcha: captcha ?? '' },
        {
          onSuccess: (result) =>
            onDone({ applicationId: result.application.applicationId, token: result.resumeToken }),
          onError,
        },
      );
      return;
    }
    update.mutate({ step: 'identity', identity }, { onSuccess: () => stored && onDone(stored), onError });
  };
  const isRefusedOnFields = mutation.error instanceof ApiError && mutation.error.fieldErrors.length > 0;

  return (
    <Paper
      component="form"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      noValidate
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <IdentityFields
          values={form.values}
          errors={form.errors}
          agencies={agencies}
          setValue={form.setValue}
        />
        {isNew && (
          <CaptchaField
            label={t('identity.captcha')}
            error={form.errors.captcha ? translateFieldError(form.errors.captcha) : undefined}
            resetKey={captchaResetKey}
            onChange={(payload) => {
              setCaptcha(payload);
              if (payload) {
                form.setErrors(({ captcha: _solved, ...others }) => others);
              }
            }}
          />
        )}
        <FormFailure error={mutation.isError && !isRefusedOnFields ? mutation.error : null} />
        <Button
          type="submit"
          size="md"
          radius="md"
          loading={mutation.isPending}
          leftSection={<IconCheck size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('actions.validate')}
        </Button>
      </Stack>
    </Paper>
  );
}
