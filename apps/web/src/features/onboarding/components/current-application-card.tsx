/** On the start page: the application this browser already holds, to resume or follow, or to set aside. */
import type { OnboardingApplication } from '@baraka/contracts/onboarding/applications';
import { Button } from '@mantine/core';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { ApplicationHeader } from './application-header';

type CurrentApplicationCardProps = { application: OnboardingApplication; onForget: () => void };

export function CurrentApplicationCard({ application, onForget }: CurrentApplicationCardProps) {
  const { t } = useTranslation('onboarding');
  const isDraft = application.state === 'DRAFT';
  return (
    <ApplicationHeader
      application={application}
      actions={
        <>
          <Button
            component={Link}
            to={isDraft ? '/digital-onboarding/process' : '/digital-onboarding/timeLine'}
          >
            {isDraft ? t('actions.resume') : t('actions.timeline')}
          </Button>
          <Button variant="subtle" color="gray" onClick={onForget}>
            {t('start.another')}
          </Button>
        </>
      }
    />
  );
}
