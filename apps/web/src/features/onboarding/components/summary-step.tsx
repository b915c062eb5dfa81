/** Step 4: everything entered, the applicant's certification, and the submission. */
import type { OnboardingApplication } from '@baraka/contracts/onboarding/applications';
import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { IconArrowNarrowLeft, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { translateFieldError } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { useCompleteApplication } from '../api/complete-application';
import type { StoredApplication } from '../utils/application-store';
import { ApplicationSummary } from './application-summary';
import { FormFailure } from './form-failure';

type SummaryStepProps = {
  stored: StoredApplication;
  application: OnboardingApplication;
  onEdit: (step: 'identity' | 'documents' | 'contact') => void;
  onSubmitted: () => void;
};

export function SummaryStep({ stored, application, onEdit, onSubmitted }: SummaryStepProps) {
  const { t } = useTranslation('onboarding');
  const complete = useCompleteApplication(stored);
  const [isCertified, setIsCertified] = useState(false);
  const [isMissingCertification, setIsMissingCertification] = useState(false);

  const submit = () => {
    if (!isCertified) {
      setIsMissingCertification(true);
      return;
    }
    complete.mutate(undefined, { onSuccess: onSubmitted });
  };

  return (
    <Stack gap="md">
      <ApplicationSummary stored={stored} application={application} onEdit={onEdit} />
      <Checkbox
        label={t('summary.certify')}
        checked={isCertified}
        onChange={(event) => {
          setIsCertified(event.currentTarget.checked);
          setIsMissingCertification(false);
        }}
        error={isMissingCertification ? translateFieldError({ key: 'termsNotAccepted' }) : undefined}
      />
      <FormFailure error={complete.error} />
      <Group justify="space-between" gap="sm">
        <Button
          variant="subtle"
          onClick={() => onEdit('contact')}
          leftSection={<IconArrowNarrowLeft size={18} className="mirror-in-rtl" aria-hidden />}
        >
          {t('actions.back')}
        </Button>
        <Button
          size="md"
          onClick={submit}
          loading={complete.isPending}
          leftSection={<IconSend size={18} className="mirror-in-rtl" aria-hidden />}
        >
          {t('summary.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
