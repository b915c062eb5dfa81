/** A status as a badge: an icon and a word beside its colour, so it never relies on colour alone. */
import { Badge, type BadgeProps } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type StatusLook = { color: string; Icon: TablerIcon };

export function StatusBadge({
  look,
  children,
  ...props
}: { look: StatusLook; children: ReactNode } & BadgeProps) {
  const { color, Icon } = look;
  return (
    <Badge variant="light" color={color} leftSection={<Icon size={14} aria-hidden />} {...props}>
      {children}
    </Badge>
  );
}
