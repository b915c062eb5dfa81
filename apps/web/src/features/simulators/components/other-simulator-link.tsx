/** From one simulator to the other: the menu has one "simulators" entry, which opens the financing one. */
import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '../../../lib/router';

export function OtherSimulatorLink({ to, label }: { to: string; label: string }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="light"
      color="plum"
      rightSection={<IconArrowRight size={16} className="mirror-in-rtl" aria-hidden />}
    >
      {label}
    </Button>
  );
}
