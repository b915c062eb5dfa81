/** A transfer's status (spec §4) as a badge: an icon and a word, so it never relies on colour alone. */
import type { TransferStatus } from '@baraka/contracts/transfers';
import { Badge, type BadgeProps } from '@mantine/core';
import {
  IconBan,
  IconCircleCheck,
  IconCircleX,
  IconClock,
  IconLoader2,
  IconLock,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const STATUS_LOOK: Record<TransferStatus, { color: string; Icon: TablerIcon }> = {
  PENDING: { color: 'gray', Icon: IconClock },
  PROGRESS: { color: 'blue', Icon: IconLoader2 },
  COMPLETED: { color: 'teal', Icon: IconCircleCheck },
  REJECTED: { color: 'red', Icon: IconCircleX },
  FAILED: { color: 'red', Icon: IconBan },
  BLOCKED: { color: 'orange', Icon: IconLock },
};

export function TransferStatusBadge({ status, ...props }: { status: TransferStatus } & BadgeProps) {
  const { t } = useTranslation('common');
  const { color, Icon } = STATUS_LOOK[status];
  return (
    <Badge
      variant="light"
      color={color}
      leftSection={<Icon size={14} aria-hidden />}
      data-status={status}
      {...props}
    >
      {t(`transferStatus.${status}`)}
    </Badge>
  );
}
