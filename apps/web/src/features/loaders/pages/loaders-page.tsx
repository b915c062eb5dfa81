/** `/loaders`: the app's loading indicators side by side, to check them in every theme and language. */
import { Button, Center, Loader, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header';
import { useTranslation } from '../../../lib/use-translation';

export function LoadersPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHeader title={t('loadersPage.title')} description={t('loadersPage.description')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="md">
            <Text fw={700}>{t('loadersPage.page')}</Text>
            <Center mih={96}>
              <Loader size="lg" role="status" aria-label={t('a11y.loading')} />
            </Center>
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="md">
            <Text fw={700}>{t('loadersPage.inline')}</Text>
            <Center mih={96}>
              <Button loading loaderProps={{ type: 'dots' }}>
                {t('loadersPage.inlineButton')}
              </Button>
            </Center>
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm">
            <Text fw={700}>{t('loadersPage.skeleton')}</Text>
            <Skeleton height={14} radius="xl" />
            <Skeleton height={14} radius="xl" width="80%" />
            <Skeleton height={14} radius="xl" width="60%" />
            <Skeleton height={40} radius="md" mt="xs" />
          </Stack>
        </Paper>
      </SimpleGrid>
    </>
  );
}
