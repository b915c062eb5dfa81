/** The phone's button that shows or hides a list's further filters, with how many are in use. */
import { ActionIcon, Indicator } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';

type FiltersToggleProps = {
  activeCount: number;
  isOpen: boolean;
  onToggle: () => void;
  /** The id of the panel it opens. */
  controls: string;
  /** Its name, which says how many filters are in use when any are. */
  label: string;
};

export function FiltersToggle({ activeCount, isOpen, onToggle, controls, label }: FiltersToggleProps) {
  return (
    <Indicator label={activeCount} size={18} disabled={activeCount === 0} offset={4}>
      <ActionIcon
        variant={isOpen ? 'filled' : 'default'}
        radius="xl"
        size={42}
        onClick={onToggle}
        aria-expanded={isOpen}
        aria-controls={controls}
        aria-label={label}
        data-testid="toggle-filters"
      >
        <IconAdjustmentsHorizontal size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
