/** How far a bulk transfer has run: executed, rejected and waiting rows as one bar and a legend. */
import type { BulkBatchSummary } from '@baraka/contracts/bulk-transfers/schemas';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

const PARTS = [
  { key: 'completed', color: 'teal' },
  { key: 'rejected', color: 'red' },
  { key: 'waiting', color: 'gray.4' },
] as const;

export function BatchProgress({
  batch,
  withLegend = true,
}: {
  batch: BulkBatchSummary;
  withLegend?: boolean;
}) {
  const { t } = useTranslation('bulkTransfers');
  const total = Math.max(batch.count, 1);
  return (
    <Stack gap={6}>
      <Progress.Root size="md" radius="xl" aria-label={t('progress.label')}>
        {PARTS.map(({ key, color }) =>
          batch.counts[key] > 0 ? (
            <Progress.Section
              key={key}
              value={(batch.counts[key] / total) * 100}
              color={color}
              aria-label={t(`progress.${key}`, { count: batch.counts[key] })}
            />
          ) : null,
        )}
      </Progress.Root>
      {withLegend && (
        <Group gap="md" fz="xs">
          {PARTS.map(({ key, color }) => (
            <Group key={key} gap={6} wrap="nowrap">
              <Text component="span" w={8} h={8} bg={color} style={{ borderRadius: '50%' }} aria-hidden />
              <Text component="span" fz="xs" c="dimmed" data-testid={`progress-${key}`}>
                {t(`progress.${key}`, { count: batch.counts[key] })}
              </Text>
            </Group>
          ))}
        </Group>
      )}
    </Stack>
  );
}
