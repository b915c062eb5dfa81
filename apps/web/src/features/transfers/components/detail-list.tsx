/** Label and value pairs of a transfer, as a description list that stacks on phones. */
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './detail-list.module.css';

export type DetailItem = { key: string; label: string; value: ReactNode; isStrong?: boolean };

export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <dl className={classes.list}>
      {items.map((item) => (
        <div
          key={item.key}
          className={classes.row}
          data-strong={item.isStrong || undefined}
          data-testid={`row-${item.key}`}
        >
          <Text component="dt" fz="sm" c="dimmed">
            {item.label}
          </Text>
          <Text
            component="dd"
            fz={item.isStrong ? 'md' : 'sm'}
            fw={item.isStrong ? 700 : 600}
            className={classes.value}
          >
            {item.value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
