/** Where a schedule line stands: repaid, unpaid (retried daily) or to come. */

import { IconAlertTriangle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { StatusBadge, type StatusLook } from '../../../components/ui/status-badge';
import { useTranslation } from '../../../lib/use-translation';
import type { FinancingLineState } from '../utils/schedule-figures';

const LOOKS: Record<FinancingLineState, StatusLook> = {
  PAID: { color: 'teal', Icon: IconCircleCheck },
  UNPAID: { color: 'red', Icon: IconAlertTriangle },
  UPCOMING: { color: 'gray', Icon: IconClock },
};

export function LineStateBadge({ state }: { state: FinancingLineState }) {
  const { t } = useTranslation('financing');
  return (
    <StatusBadge look={LOOKS[state]} size="sm">
      {t(`lineStates.${state}`)}
    </StatusBadge>
  );
}
