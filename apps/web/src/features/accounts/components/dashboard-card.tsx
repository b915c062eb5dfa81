/** A titled block of the dashboard: heading (h2), optional line and link, content. */
import { Anchor, Group, Paper, type PaperProps, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Link } from '../../../lib/router';

type DashboardCardProps = PaperProps & {
  title: string;
  subtitle?: ReactNode;
  link?: { to: string; label: string };
  aside?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
};

export function DashboardCard({ title, subtitle, link, aside, children, ...paperProps }: DashboardCardProps) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby={titleId} {...paperProps}>
      <Group justify="space-between" align="flex-start" mb="sm" gap="xs">
        <Stack gap={0} miw={0}>
          <Title order={2} fz="h4" id={titleId}>
            {title}
          </Title>
          {subtitle && (
            <Text fz="xs" c="dimmed">
              {subtitle}
            </Text>
          )}
        </Stack>
        {aside}
        {link && (
          <Anchor component={Link} to={link.to} fz="sm" fw={600}>
            <Group gap={2} component="span" wrap="nowrap">
              {link.label}
              <IconChevronRight size={16} className="mirror-in-rtl" aria-hidden />
            </Group>
          </Anchor>
        )}
      </Group>
      {children}
    </Paper>
  );
}
