/** A bulk transfer's status, read from its rows: an icon and a word, never colour alone. */
import type { BulkBatchStatus } from '@baraka/contracts/bulk-transfers/schemas';
import type { BadgeProps } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClock, IconLoader2 } from '@tabler/icons-react';
import { StatusBadge, type StatusLook } from '../../../components/ui/status-badge';
import { useTranslation } from '../../../lib/use-translation';

const STATUS_LOOK: Record<BulkBatchStatus, StatusLook> = {
  PENDING: { color: 'gray', Icon: IconClock },
  PROGRESS: { color: 'blue', Icon: IconLoader2 },
  COMPLETED: { color: 'teal', Icon: IconCircleCheck },
  PARTIAL: { color: 'orange', Icon: IconAlertTriangle },
  REJECTED: { color: 'red', Icon: IconCircleX },
};

export function BatchStatusBadge({ status, ...props }: { status: BulkBatchStatus } & BadgeProps) {
  const { t } = useTranslation('bulkTransfers');
  return (
    <StatusBadge look={STATUS_LOOK[status]} data-batch-status={status} {...props}>
      {t(`batchStatus.${status}`)}
    </StatusBadge>
  );
}
