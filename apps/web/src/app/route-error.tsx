/** What a route shows when its code failed to load or it threw: most often a new version was deployed. */
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconReload } from '@tabler/icons-react';
import { useTranslation } from '../lib/use-translation';

export function RouteError() {
  const { t } = useTranslation('common');
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder radius="lg" p="xl" maw={480}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconReload size={28} />
          </ThemeIcon>
          <Title order={1} fz="h2">
            {t('routeError.title')}
          </Title>
          <Text>{t('routeError.body')}</Text>
          <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
