/**
 * Step 3: the phone and e-mail. Saving them sends a code to the phone (OTP.300); once the code is
 * right, the same details are sent again with the verified key and marked verified.
 */
import type { Challenge } from '@baraka/contracts/identity/challenges';
import type { OnboardingApplication } from '@baraka/contracts/onboarding/applications';
import { onboardingContactSchema } from '@baraka/contracts/onboarding/forms';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowNarrowLeft, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { ChallengeStep } from '../../../components/challenge/challenge-step';
import { ApiError } from '../../../lib/api-error';
import { readChallenge } from '../../../lib/challenges';
import { translateFieldError } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { useUpdateApplication } from '../api/update-application';
import { useFormState } from '../hooks/use-form-state';
import type { StoredApplication } from '../utils/application-store';
import { ContactFields } from './contact-fields';
import { FormFailure } from './form-failure';

type ContactStepProps = {
  stored: StoredApplication;
  application: OnboardingApplication;
  onBack: () => void;
  onDone: () => void;
};

export function ContactStep({ stored, application, onBack, onDone }: ContactStepProps) {
  const { t } = useTranslation('onboarding');
  const form = useFormState({
    phone: application.contact?.phone ?? '',
    email: application.contact?.email ?? '',
  });
  const update = useUpdateApplication(stored);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const messageOf = (field: 'phone' | 'email') =>
    form.errors[field] ? translateFieldError(form.errors[field]) : undefined;

  const submit = () => {
    const contact = form.parse(onboardingContactSchema);
    if (!contact) {
      return;
    }
    update.mutate(
      { step: 'contact', contact },
      {
        onSuccess: onDone,
        onError: (error) => {
          const asked = readChallenge(error);
          if (asked) {
            setChallenge(asked);
            return;
          }
          form.takeServerErrors(error);
        },
      },
    );
  };

  if (challenge) {
    const contact = { phone: form.values.phone.trim(), email: form.values.email.trim() };
    return (
      <ChallengeStep
        challenge={challenge}
        onCancel={() => setChallenge(null)}
        onComplete={(result) =>
          update.mutate(
            { step: 'contact', contact, challengeKey: result.key },
            { onSuccess: onDone, onSettled: () => setChallenge(null) },
          )
        }
      />
    );
  }
  const isRefused =
    update.error instanceof ApiError && (update.error.fieldErrors.length > 0 || readChallenge(update.error));
  const isVerified = Boolean(application.contact?.verifiedAt);
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
        <Text>{t('contact.intro')}</Text>
        <ContactFields values={form.values} setValue={form.setValue} errorOf={messageOf} hasEmailHint />
        {isVerified && (
          <Group gap={6} c="teal">
            <IconCircleCheck size={18} aria-hidden />
            <Text fz="sm">{t('contact.verified')}</Text>
          </Group>
        )}
        <FormFailure error={update.isError && !isRefused ? update.error : null} />
        <Group justify="space-between" gap="sm">
          <Button
            variant="subtle"
            onClick={onBack}
            leftSection={<IconArrowNarrowLeft size={18} className="mirror-in-rtl" aria-hidden />}
          >
            {t('actions.back')}
          </Button>
          <Button
            type="submit"
            loading={update.isPending}
            leftSection={<IconSend size={18} className="mirror-in-rtl" aria-hidden />}
          >
            {isVerified ? t('actions.continue') : t('contact.sendCode')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
