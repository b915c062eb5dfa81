/** `/transfers/multiple-list`: the customer's bulk transfers, newest first, with their status. */
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { usePermission } from '../../../components/ui/permission-gate';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useMultipleTransfers } from '../api/get-multiple-transfers';
import { BatchCard } from '../components/batch-card';
import '../mantine-styles';

export function MultipleListPage() {
  const { t } = useTranslation('bulkTransfers');
  const batches = useMultipleTransfers();
  // Offered only to those who may send one (a refused list is no place to start a new batch).
  const canCreate = usePermission('MULTIPLE_TRANSFER', 'CREATE');
  const newButton = canCreate && (
    <Button
      component={Link}
      to="/transfers/add-multiple"
      leftSection={<IconPlus size={18} aria-hidden />}
      data-testid="batch-new"
    >
      {t('list.new')}
    </Button>
  );
  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.intro')} actions={newButton} />
      {batches.isPending && <LoadingState rows={3} height={132} />}
      {batches.isError && <ErrorState error={batches.error} onRetry={() => void batches.refetch()} />}
      {batches.data?.length === 0 && (
        <EmptyState title={t('list.emptyTitle')}>
          <Text fz="sm" c="dimmed" maw={420}>
            {t('list.emptyBody')}
          </Text>
        </EmptyState>
      )}
      {batches.data && batches.data.length > 0 && (
        <Stack component="ul" gap="md" p={0} m={0} maw={960} style={{ listStyle: 'none' }}>
          {batches.data.map((batch) => (
            <BatchCard key={batch.id} batch={batch} />
          ))}
        </Stack>
      )}
    </>
  );
}
