/** The round icon of an operation kind; credits and debits also differ by tint (never by tint alone). */
import type { AccountTransaction } from '@baraka/contracts/accounts/schemas';
import { ThemeIcon, type ThemeIconProps } from '@mantine/core';
import { getKindIcon } from '../utils/operation-kinds';

type OperationIconProps = Omit<ThemeIconProps, 'children'> & Pick<AccountTransaction, 'kind' | 'direction'>;

export function OperationIcon({ kind, direction, size = 42, ...props }: OperationIconProps) {
  const { Icon, isDirectional } = getKindIcon(kind);
  return (
    <ThemeIcon
      size={size}
      radius="xl"
      variant="light"
      color={direction === 'C' ? 'teal' : 'gray'}
      aria-hidden
      {...props}
    >
      <Icon
        size={Math.round(Number(size) * 0.5)}
        stroke={1.7}
        className={isDirectional ? 'mirror-in-rtl' : undefined}
      />
    </ThemeIcon>
  );
}
