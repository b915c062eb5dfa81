/** Why a form is not offered here (the bank has not opened it, or the role does not grant it), and a way on. */
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconWorldOff } from '@tabler/icons-react';
import { Link } from '../../../lib/router';

type NoticeProps = {
  kind: 'switchedOff' | 'notPermitted';
  title: string;
  message: string;
  action: { to: string; label: string };
};

export function UnavailableNotice({ kind, title, message, action }: NoticeProps) {
  const Icon = kind === 'switchedOff' ? IconWorldOff : IconLock;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      maw={640}
      mx="auto"
      data-testid="form-unavailable"
    >
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius={64} variant="light" color="gray" aria-hidden>
          <Icon size={32} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Text c="dimmed" maw={460}>
          {message}
        </Text>
        <Button component={Link} to={action.to} variant="light" radius="xl">
          {action.label}
        </Button>
      </Stack>
    </Paper>
  );
}
