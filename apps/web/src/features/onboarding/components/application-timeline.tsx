/** The application's milestones as a vertical timeline, each with the date it was reached. */
import type { OnboardingHistoryEntry } from '@baraka/contracts/onboarding/applications';
import { Text, ThemeIcon, Timeline } from '@mantine/core';
import { IconCheck, IconCircleDashed, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { buildTimeline, type MilestoneView } from '../utils/timeline';

const formatInstant = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-TN' : `${language}-TN`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Tunis',
  }).format(new Date(iso));

export function ApplicationTimeline({ history }: { history: readonly OnboardingHistoryEntry[] }) {
  const { t, i18n } = useTranslation('onboarding');
  const { milestones, active } = buildTimeline(history);
  const titleOf = (view: MilestoneView) =>
    view.milestone === 'DECISION' && view.decision
      ? t(`timeline.milestones.${view.decision}`)
      : t(`timeline.milestones.${view.milestone}`);
  const bulletOf = (view: MilestoneView) => {
    if (view.decision === 'REJECTED') {
      return <IconX size={14} aria-hidden />;
    }
    return view.reachedAt ? <IconCheck size={14} aria-hidden /> : <IconCircleDashed size={14} aria-hidden />;
  };

  return (
    <Timeline active={active} bulletSize={26} lineWidth={2} color="teal" data-testid="onboarding-timeline">
      {milestones.map((view) => (
        <Timeline.Item
          key={view.milestone}
          bullet={
            <ThemeIcon
              size={26}
              radius="xl"
              color={view.decision === 'REJECTED' ? 'red' : view.reachedAt ? 'teal' : 'gray'}
              variant={view.reachedAt ? 'filled' : 'light'}
            >
              {bulletOf(view)}
            </ThemeIcon>
          }
          title={titleOf(view)}
          data-reached={view.reachedAt ? 'true' : 'false'}
        >
          <Text c="dimmed" fz="sm">
            {t(`timeline.descriptions.${view.decision ?? view.milestone}`)}
          </Text>
          <Text fz="xs" mt={4} c={view.reachedAt ? undefined : 'dimmed'}>
            {view.reachedAt ? formatInstant(view.reachedAt, i18n.language) : t('timeline.pending')}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
