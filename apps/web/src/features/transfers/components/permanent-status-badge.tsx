/** A standing order's state in words and an icon: in force, ended, or cancelled. */
import type { PermanentTransferInfo } from '@baraka/contracts/standing-orders';
import { Badge, type BadgeProps } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconFlag, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const LOOKS: Record<PermanentTransferInfo['status'], { color: string; Icon: TablerIcon }> = {
  ACTIVE: { color: 'teal', Icon: IconCircleCheck },
  ENDED: { color: 'gray', Icon: IconFlag },
  CANCELLED: { color: 'red', Icon: IconCircleX },
};

export function PermanentStatusBadge({
  status,
  ...props
}: { status: PermanentTransferInfo['status'] } & BadgeProps) {
  const { t } = useTranslation('transfer-history');
  const { color, Icon } = LOOKS[status];
  return (
    <Badge
      variant="light"
      color={color}
      leftSection={<Icon size={14} aria-hidden />}
      data-status={status}
      {...props}
    >
      {t(`permanent.statuses.${status}`)}
    </Badge>
  );
}
