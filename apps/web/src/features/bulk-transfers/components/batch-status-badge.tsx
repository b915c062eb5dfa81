/** A bulk transfer's status, read from its rows: an icon and a word, never colour alone. */
import type { BulkBatchStatus } from '@baraka/contracts/bulk-transfers';
import { Badge, type BadgeProps } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconClock,
  IconLoader2,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const STATUS_LOOK: Record<BulkBatchStatus, { color: string; Icon: TablerIcon }> = {
  PENDING: { color: 'gray', Icon: IconClock },
  PROGRESS: { color: 'blue', Icon: IconLoader2 },
  COMPLETED: { color: 'teal', Icon: IconCircleCheck },
  PARTIAL: { color: 'orange', Icon: IconAlertTriangle },
  REJECTED: { color: 'red', Icon: IconCircleX },
};

export function BatchStatusBadge({ status, ...props }: { status: BulkBatchStatus } & BadgeProps) {
  const { t } = useTranslation('bulkTransfers');
  const { color, Icon } = STATUS_LOOK[status];
  return (
    <Badge
      variant="light"
      color={color}
      leftSection={<Icon size={14} aria-hidden />}
      data-batch-status={status}
      {...props}
    >
      {t(`batchStatus.${status}`)}
    </Badge>
  );
}
