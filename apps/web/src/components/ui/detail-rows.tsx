/** Label and value pairs of a detail page, as a description list that reflows on phones. */
import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './detail-rows.module.css';

export type DetailRow = { key: string; label: string; value: ReactNode };

export function DetailRows({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <Paper component="dl" withBorder radius="lg" className={classes.list}>
      {rows.map((row) => (
        <div key={row.key} className={classes.row} data-testid={`detail-${row.key}`}>
          <Text component="dt" fz="sm" c="dimmed">
            {row.label}
          </Text>
          <Text component="dd" fz="sm" fw={600} className={classes.value}>
            {row.value}
          </Text>
        </div>
      ))}
    </Paper>
  );
}
