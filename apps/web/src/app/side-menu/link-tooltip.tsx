/** The label beside an icon-only menu entry; loaded only by the compact sidebar, the one that needs it. */
import { Tooltip, type TooltipProps } from '@mantine/core';

export default function LinkTooltip(props: TooltipProps) {
  return <Tooltip withArrow {...props} />;
}
