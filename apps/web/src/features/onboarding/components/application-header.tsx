/** The top of the pages about one application: its reference, its state and what comes next. */
import type { OnboardingApplication } from '@baraka/contracts/onboarding/applications';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { StateBadge } from './state-badge';

export function ApplicationHeader({
  application,
  actions,
}: {
  application: OnboardingApplication;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} mb="lg">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Stack gap={0}>
            <Text fz="sm" c="dimmed">
              {t('summary.reference')}
            </Text>
            <Text fw={700} fz="xl" dir="ltr" data-testid="onboarding-reference">
              {application.reference}
            </Text>
          </Stack>
          <StateBadge state={application.state} />
        </Group>
        <Text fz="sm">{t(`next.${application.state}`)}</Text>
        {actions && <Group gap="sm">{actions}</Group>}
      </Stack>
    </Paper>
  );
}
