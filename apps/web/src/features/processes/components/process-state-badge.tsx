/** Where a request stands, as a badge with an icon and a word. */
import { IconCircleCheck, IconCircleX, IconClock, IconSignature } from '@tabler/icons-react';
import { StatusBadge, type StatusLook } from '../../../components/ui/status-badge';
import { useTranslation } from '../../../lib/use-translation';

const LOOKS: Record<string, StatusLook> = {
  SUBMITTED: { color: 'blue', Icon: IconClock },
  OFFERED: { color: 'orange', Icon: IconSignature },
  SIGNED: { color: 'blue', Icon: IconClock },
  DISBURSED: { color: 'teal', Icon: IconCircleCheck },
  REJECTED: { color: 'red', Icon: IconCircleX },
  DECLINED: { color: 'gray', Icon: IconCircleX },
};

export function ProcessStateBadge({ state }: { state: string }) {
  const { t } = useTranslation('processes');
  return (
    <StatusBadge
      look={LOOKS[state] ?? { color: 'gray', Icon: IconClock }}
      data-testid="process-state"
      data-state={state}
    >
      {t(`states.${state}`, { defaultValue: state })}
    </StatusBadge>
  );
}
