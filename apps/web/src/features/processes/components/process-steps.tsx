/** Every step the request took, who took it and when. */
import type { ProcessView } from '@baraka/contracts/processes/schemas';
import { Text, Timeline } from '@mantine/core';
import { IconBuildingBank, IconUser } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';

export function ProcessSteps({ history }: { history: ProcessView['history'] }) {
  const { t, i18n } = useTranslation('processes');
  return (
    <Timeline active={history.length - 1} bulletSize={24} lineWidth={2} data-testid="process-steps">
      {history.map((step) => (
        <Timeline.Item
          key={`${step.toState}-${step.at}`}
          bullet={
            step.actor === 'BANK' ? (
              <IconBuildingBank size={14} aria-hidden />
            ) : (
              <IconUser size={14} aria-hidden />
            )
          }
          title={t(`states.${step.toState}`, { defaultValue: step.toState })}
        >
          <Text size="xs" c="dimmed">
            {t(`actors.${step.actor}`)} · {formatDateTime(step.at, i18n.language)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
