/**
 * `/transfers/multiple-detail?id=`: one bulk transfer — totals, progress, and every row with its
 * own status, refreshed while rows still wait for the bulk job.
 */
import { Box, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Amount } from '../../../components/ui/amount';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { BackLink } from '../../../components/ui/back-link';
import { MaskedNumber } from '../../../components/ui/masked-number';
import { PageHeader } from '../../../components/ui/page-header';
import { ApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useMultipleTransfer } from '../api/get-multiple-transfer';
import { BatchProgress } from '../components/batch-progress';
import { BatchRows } from '../components/batch-rows';
import { BatchStatusBadge } from '../components/batch-status-badge';
import '../mantine-styles';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

export function MultipleDetailPage() {
  const { t, i18n } = useTranslation('bulkTransfers');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const batch = useMultipleTransfer(id);
  const isWide = useMediaQuery('(min-width: 60em)', true) ?? true;
  const back = <BackLink to="/transfers/multiple-list" label={t('detail.back')} />;

  if (id === '' || (batch.error instanceof ApiError && batch.error.httpStatus === 404)) {
    return (
      <>
        {back}
        <EmptyState title={t('detail.notFound')} />
      </>
    );
  }
  if (batch.isPending) {
    return (
      <>
        {back}
        <LoadingState rows={3} height={96} />
      </>
    );
  }
  if (batch.isError) {
    return (
      <>
        {back}
        <ErrorState error={batch.error} onRetry={() => void batch.refetch()} />
      </>
    );
  }
  const data = batch.data;
  const isRunning = data.rows.some((row) => row.status === 'PENDING');
  return (
    <Box maw={1100}>
      {back}
      <PageHeader
        title={t('detail.title')}
        description={`${formatDateTime(data.createdAt, i18n.language)} · ${t('detail.reference', { reference: data.reference })}`}
        actions={<BatchStatusBadge status={data.status} size="lg" data-testid="batch-status" />}
      />
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
              <Figure label={t('detail.total')}>
                <Amount
                  value={data.totalAmount}
                  currency={data.currency}
                  fw={800}
                  fz="lg"
                  isHideable={false}
                />
              </Figure>
              <Figure label={t('detail.executedAmount')}>
                <Amount value={data.executedAmount} currency={data.currency} fw={700} isHideable={false} />
              </Figure>
              <Figure label={t('detail.fees')}>
                <Amount value={data.totalFees} currency={data.currency} isHideable={false} />
              </Figure>
              <Figure label={t('detail.account')}>
                <Text fz="sm" fw={600} lineClamp={1}>
                  {data.debitAccount.title}
                </Text>
                <Text fz="xs" c="dimmed">
                  <MaskedNumber value={data.debitAccount.accountNumber} />
                </Text>
              </Figure>
            </SimpleGrid>
            <BatchProgress batch={data} />
            {isRunning && (
              <Group gap="xs" c="dimmed" role="status">
                <Loader size="xs" />
                <Text fz="xs">{t('detail.live')}</Text>
              </Group>
            )}
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <Group justify="space-between" mb="md">
            <Title order={2} fz="h4">
              {t('detail.rows')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('list.count', { count: data.count })}
            </Text>
          </Group>
          <BatchRows rows={data.rows} currency={data.currency} isWide={isWide} />
        </Paper>
      </Stack>
    </Box>
  );
}
