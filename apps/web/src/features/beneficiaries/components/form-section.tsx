/** A titled part of the payee form (account, identity, contact), with its pictogram. */
import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';

type FormSectionProps = { title: string; hint?: string; icon: TablerIcon; children: ReactNode };

export function FormSection({ title, hint, icon: Icon, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <Stack
      component="fieldset"
      gap="md"
      m={0}
      p={0}
      style={{ border: 0, minWidth: 0 }}
      aria-labelledby={headingId}
    >
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={32} radius="md" variant="light" color="ocean" aria-hidden>
          <Icon size={18} stroke={1.7} />
        </ThemeIcon>
        <Stack gap={0}>
          <Title order={2} fz="md" id={headingId}>
            {title}
          </Title>
          {hint && (
            <Text fz="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
      </Group>
      {children}
    </Stack>
  );
}
