/** An effect's state as a badge (icon and word beside the colour). */
import type { TradeEffect } from '@baraka/contracts/trade-effects/schemas';
import { IconCheck, IconClockHour4, IconX } from '@tabler/icons-react';
import { StatusBadge, type StatusLook } from '../../../components/ui/status-badge';
import { useTranslation } from '../../../lib/use-translation';

const LOOKS: Record<TradeEffect['status'], StatusLook> = {
  RECEIVED: { color: 'orange', Icon: IconClockHour4 },
  PAID: { color: 'teal', Icon: IconCheck },
  REJECTED: { color: 'red', Icon: IconX },
};

export function EffectStatusBadge({ status }: { status: TradeEffect['status'] }) {
  const { t } = useTranslation('trade-effects');
  return (
    <StatusBadge look={LOOKS[status]} data-testid="effect-status" data-status={status}>
      {t(`status.${status}`)}
    </StatusBadge>
  );
}
