/** A transfer type as a round tinted icon, the same on the hub, the history and the details. */
import type { TransferType } from '@baraka/contracts/transfers/requests';
import { ThemeIcon } from '@mantine/core';
import {
  IconArrowsLeftRight,
  IconBuildingBank,
  IconRepeat,
  IconSend,
  IconUsersGroup,
  IconWorld,
  type TablerIcon,
} from '@tabler/icons-react';

/** `isDirectional`: the icon points the way the money goes, so it turns round right to left. */
export const TYPE_LOOKS: Record<TransferType, { icon: TablerIcon; color: string; isDirectional?: boolean }> =
  {
    OWN_ACCOUNT: { icon: IconArrowsLeftRight, color: 'primary' },
    WITHINBANK: { icon: IconBuildingBank, color: 'teal' },
    NATIONAL: { icon: IconSend, color: 'ocean', isDirectional: true },
    INTERNATIONAL: { icon: IconWorld, color: 'plum' },
    PERMANENT: { icon: IconRepeat, color: 'secondary' },
    MULTIPLE: { icon: IconUsersGroup, color: 'grape' },
  };

export function TransferTypeIcon({ type, size = 40 }: { type: TransferType; size?: number }) {
  const { icon: Icon, color, isDirectional } = TYPE_LOOKS[type];
  return (
    <ThemeIcon size={size} radius="xl" variant="light" color={color} aria-hidden>
      <Icon
        size={Math.round(size * 0.5)}
        stroke={1.7}
        className={isDirectional ? 'mirror-in-rtl' : undefined}
      />
    </ThemeIcon>
  );
}
