/** The card a sign-in page shows until secure sign-in opens: what is coming, and where to go now. */
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type OpeningSoonCardProps = { icon: TablerIcon; title: string; body: string; children: ReactNode };

export function OpeningSoonCard({ icon: Icon, title, body, children }: OpeningSoonCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
      <Stack gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <Icon size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="h3">
          {title}
        </Title>
        <Text c="dimmed">{body}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
