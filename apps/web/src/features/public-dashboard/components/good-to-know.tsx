/** Two standing notices from the bank: never share codes, and when transfers are processed. */
import { Group, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';

const NOTICES = [
  { key: 'security', icon: IconShieldCheck, color: 'ocean' },
  { key: 'hours', icon: IconClock, color: 'plum' },
] as const;

export function GoodToKnow() {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="good-to-know-title">
      <Title order={2} id="good-to-know-title" fz="h3" mb="lg">
        {t('info.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {NOTICES.map(({ key, icon: Icon, color }) => (
          <Paper key={key} withBorder radius="lg" p="lg">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon size={44} radius="xl" variant="light" color={color} aria-hidden>
                <Icon size={24} stroke={1.7} />
              </ThemeIcon>
              <div>
                <Title order={3} fz="md">
                  {t(`info.${key}.title`)}
                </Title>
                <Text mt={4} fz="sm" c="dimmed">
                  {t(`info.${key}.body`)}
                </Text>
              </div>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
