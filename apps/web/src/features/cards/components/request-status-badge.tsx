/** A card order's step in words and colour: waiting on the bank, card made, or refused. */
import type { CardRequest } from '@baraka/contracts/cards/schemas';
import { IconCircleCheck, IconCircleX, IconHourglass } from '@tabler/icons-react';
import { StatusBadge, type StatusLook } from '../../../components/ui/status-badge';
import { useTranslation } from '../../../lib/use-translation';

const LOOKS: Record<CardRequest['actionStatus'], StatusLook> = {
  TASK: { color: 'orange', Icon: IconHourglass },
  TERMINATE: { color: 'teal', Icon: IconCircleCheck },
  REJECT: { color: 'red', Icon: IconCircleX },
};

export function RequestStatusBadge({ status }: { status: CardRequest['actionStatus'] }) {
  const { t } = useTranslation('cards');
  return (
    <StatusBadge look={LOOKS[status]} data-testid="request-status" data-status={status}>
      {t(`requestStatus.${status}`)}
    </StatusBadge>
  );
}
