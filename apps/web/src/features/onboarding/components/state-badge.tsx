/** The application's state as a coloured badge. */
import type { OnboardingStateName } from '@baraka/contracts/onboarding/applications';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

const COLORS: Record<OnboardingStateName, string> = {
  DRAFT: 'gray',
  SUBMITTED: 'ocean',
  DOCUMENTS_RECEIVED: 'ocean',
  UNDER_REVIEW: 'yellow',
  APPROVED: 'teal',
  REJECTED: 'red',
};

export function StateBadge({ state }: { state: OnboardingStateName }) {
  const { t } = useTranslation('onboarding');
  return (
    <Badge color={COLORS[state]} variant="light" size="lg" data-testid="onboarding-state">
      {t(`states.${state}`)}
    </Badge>
  );
}
