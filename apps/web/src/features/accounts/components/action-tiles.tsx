/** A row of round icon actions with a short label under each, as banking apps lay out an account's shortcuts. */
import { SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { Link } from '../../../lib/router';
import classes from './action-tiles.module.css';

export type ActionTile = {
  key: string;
  label: string;
  to: string;
  icon: TablerIcon;
  isDisabled?: boolean;
  testId?: string;
};

export function ActionTiles({ actions, columns }: { actions: readonly ActionTile[]; columns?: number }) {
  return (
    <SimpleGrid cols={columns ?? actions.length} spacing={4} className={classes.tiles}>
      {actions.map(({ key, label, to, icon: Icon, isDisabled, testId }) =>
        isDisabled ? (
          <div key={key} className={classes.tile} aria-disabled data-disabled>
            <ThemeIcon size={40} radius="xl" variant="light" color="gray" aria-hidden>
              <Icon size={20} stroke={1.7} />
            </ThemeIcon>
            <Text fz="xs" fw={600} c="dimmed" ta="center">
              {label}
            </Text>
          </div>
        ) : (
          <UnstyledButton key={key} component={Link} to={to} className={classes.tile} data-testid={testId}>
            <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
              <Icon size={20} stroke={1.7} />
            </ThemeIcon>
            <Text fz="xs" fw={600} ta="center" className={classes.label}>
              {label}
            </Text>
          </UnstyledButton>
        ),
      )}
    </SimpleGrid>
  );
}
