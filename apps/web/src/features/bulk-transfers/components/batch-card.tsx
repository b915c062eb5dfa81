/** One bulk transfer in the list: date, account, count, total, status and progress; opens its detail. */
import type { BulkBatchSummary } from '@baraka/contracts/bulk-transfers/schemas';
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Amount } from '../../../components/ui/amount';
import { MaskedNumber } from '../../../components/ui/masked-number';
import { formatDateTime } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { BatchProgress } from './batch-progress';
import { BatchStatusBadge } from './batch-status-badge';

export function BatchCard({ batch }: { batch: BulkBatchSummary }) {
  const { t, i18n } = useTranslation('bulkTransfers');
  return (
    <Paper component="li" withBorder radius="lg" data-testid="batch-card">
      <UnstyledButton
        component={Link}
        to={`/transfers/multiple-detail?id=${batch.id}`}
        p={{ base: 'md', sm: 'lg' }}
        w="100%"
        display="block"
      >
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} miw={0}>
              <Text fw={700}>{formatDateTime(batch.createdAt, i18n.language)}</Text>
              <Text fz="xs" c="dimmed">
                {batch.debitAccount.title} · <MaskedNumber value={batch.debitAccount.accountNumber} /> ·{' '}
                <bdi>{batch.reference}</bdi>
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Stack gap={2} align="flex-end">
                <Amount
                  value={batch.totalAmount}
                  currency={batch.currency}
                  fw={800}
                  fz="lg"
                  isHideable={false}
                />
                <Text fz="xs" c="dimmed">
                  {t('list.count', { count: batch.count })}
                </Text>
              </Stack>
              <IconChevronRight size={18} className="mirror-in-rtl" aria-hidden />
            </Group>
          </Group>
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <BatchStatusBadge status={batch.status} />
            <Text fz="xs" c="dimmed">
              {t('list.executed', { completed: batch.counts.completed, count: batch.count })}
            </Text>
          </Group>
          <BatchProgress batch={batch} withLegend={false} />
        </Stack>
      </UnstyledButton>
    </Paper>
  );
}
