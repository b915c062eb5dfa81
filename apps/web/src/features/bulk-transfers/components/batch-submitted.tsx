/** After the code: the batch is recorded; its rows run one by one, followed on the detail page. */
import type { BulkBatchDetail } from '@baraka/contracts/bulk-transfers/schemas';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconListDetails, IconPlus } from '@tabler/icons-react';
import { Amount } from '../../../components/ui/amount';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';

export function BatchSubmitted({ batch, onAnother }: { batch: BulkBatchDetail; onAnother: () => void }) {
  const { t } = useTranslation('bulkTransfers');
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      maw={640}
      mx="auto"
      data-testid="batch-submitted"
    >
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" color="teal" variant="light" aria-hidden>
          <IconCircleCheck size={44} stroke={1.6} />
        </ThemeIcon>
        <Title order={2}>{t('done.title')}</Title>
        <Text c="dimmed">{t('done.body', { count: batch.count })}</Text>
        <Group gap="xl" justify="center">
          <Stack gap={2}>
            <Text fz="xs" c="dimmed">
              {t('done.reference')}
            </Text>
            <Text fw={700} ff="monospace" data-testid="batch-reference">
              {batch.reference}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text fz="xs" c="dimmed">
              {t('done.total')}
            </Text>
            <Amount value={batch.totalAmount} currency={batch.currency} fw={700} isHideable={false} />
          </Stack>
        </Group>
        <Group justify="center" gap="sm" mt="sm">
          <Button
            component={Link}
            to={`/transfers/multiple-detail?id=${batch.id}`}
            leftSection={<IconListDetails size={18} aria-hidden />}
            data-testid="batch-follow"
          >
            {t('done.follow')}
          </Button>
          <Button variant="default" leftSection={<IconPlus size={18} aria-hidden />} onClick={onAnother}>
            {t('done.another')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
