/** A transfer's status (spec §4) as a badge: an icon and a word, so it never relies on colour alone. */
import type { TransferStatus } from '@baraka/contracts/transfers/schemas';
import type { BadgeProps } from '@mantine/core';
import { IconBan, IconCircleCheck, IconCircleX, IconClock, IconLoader2, IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';
import { StatusBadge, type StatusLook } from './status-badge';

const STATUS_LOOK: Record<TransferStatus, StatusLook> = {
  PENDING: { color: 'gray', Icon: IconClock },
  PROGRESS: { color: 'blue', Icon: IconLoader2 },
  COMPLETED: { color: 'teal', Icon: IconCircleCheck },
  REJECTED: { color: 'red', Icon: IconCircleX },
  FAILED: { color: 'red', Icon: IconBan },
  BLOCKED: { color: 'orange', Icon: IconLock },
};

export function TransferStatusBadge({ status, ...props }: { status: TransferStatus } & BadgeProps) {
  const { t } = useTranslation('common');
  return (
    <StatusBadge look={STATUS_LOOK[status]} data-status={status} {...props}>
      {t(`transferStatus.${status}`)}
    </StatusBadge>
  );
}
