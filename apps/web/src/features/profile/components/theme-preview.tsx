/** The colours of each universe (spec §1): the customer's own is marked; dark mode sets them aside. */
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { UNIVERSE_COLORS, UNIVERSES, type Universe } from '../../../lib/theme';
import { useTranslation } from '../../../lib/use-translation';

export function ThemePreview({ current }: { current: Universe }) {
  const { t } = useTranslation('profile');
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {UNIVERSES.map((universe) => (
        <Paper
          key={universe}
          withBorder
          radius="md"
          p="sm"
          data-current={universe === current || undefined}
          style={
            universe === current ? { outline: `2px solid ${UNIVERSE_COLORS[universe].main}` } : undefined
          }
        >
          <Group gap={6} mb={6}>
            <span
              style={{ width: 22, height: 22, borderRadius: 11, background: UNIVERSE_COLORS[universe].main }}
              aria-hidden
            />
            <span
              style={{
                width: 22,
                height: 22,
                borderRadius: 11,
                background: UNIVERSE_COLORS[universe].second,
              }}
              aria-hidden
            />
          </Group>
          <Text fz="sm" fw={universe === current ? 700 : 500}>
            {t(`settings.universes.${universe}`)}
          </Text>
          {universe === current && (
            <Text fz="xs" c="dimmed">
              {t('settings.yours')}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
