/** A standing order's state in words and an icon: in force, ended, or cancelled. */
import type { PermanentTransferInfo } from '@baraka/contracts/standing-orders/schemas';
import type { BadgeProps } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconFlag } from '@tabler/icons-react';
import { StatusBadge, type StatusLook } from '../../../components/ui/status-badge';
import { useTranslation } from '../../../lib/use-translation';

const LOOKS: Record<PermanentTransferInfo['status'], StatusLook> = {
  ACTIVE: { color: 'teal', Icon: IconCircleCheck },
  ENDED: { color: 'gray', Icon: IconFlag },
  CANCELLED: { color: 'red', Icon: IconCircleX },
};

export function PermanentStatusBadge({
  status,
  ...props
}: { status: PermanentTransferInfo['status'] } & BadgeProps) {
  const { t } = useTranslation('standing-orders');
  return (
    <StatusBadge look={LOOKS[status]} data-status={status} {...props}>
      {t(`permanent.statuses.${status}`)}
    </StatusBadge>
  );
}
