/** `/transfers/permanent-list`: the standing orders, those in force first, with a way to add one. */
import { Box, Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { BackLink } from '../../../components/ui/back-link';
import { PageHeader } from '../../../components/ui/page-header';
import { usePermission } from '../../../components/ui/permission-gate';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useStandingOrders } from '../api/permanent-list';
import { PermanentOrderCard } from '../components/permanent-order-card';
import { sortStandingOrders } from '../utils/permanent-schedule';
import '../mantine-styles';

const FILTERS = ['ACTIVE', 'ENDED', 'CANCELLED', 'ALL'] as const;
type ListFilter = (typeof FILTERS)[number];
export const PERMANENT_FORM_PATH = '/transfers/transfer-type/add-permanent';

export function PermanentListPage() {
  const { t } = useTranslation('standing-orders');
  const orders = useStandingOrders();
  const canCreate = usePermission('PERMANENT_TRANSFER', 'CREATE');
  const [filter, setFilter] = useState<ListFilter>('ACTIVE');
  const newButton = canCreate ? (
    <Button
      component={Link}
      to={PERMANENT_FORM_PATH}
      leftSection={<IconPlus size={18} aria-hidden />}
      data-testid="new-permanent"
    >
      {t('permanent.new')}
    </Button>
  ) : null;
  const shown = sortStandingOrders(orders.data ?? []).filter(
    (order) => filter === 'ALL' || order.status === filter,
  );

  return (
    <Box maw={860} mx="auto">
      <BackLink to="/transfers" label={t('detail.back', { ns: 'transfer-history' })} />
      <PageHeader
        title={t('permanent.listTitle')}
        description={t('permanent.listIntro')}
        actions={newButton}
      />
      {orders.isPending && <LoadingState rows={3} height={110} />}
      {orders.isError && <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />}
      {orders.data?.length === 0 && (
        <EmptyState title={t('permanent.emptyTitle')}>
          <Text fz="sm" c="dimmed" maw={420}>
            {t('permanent.emptyBody')}
          </Text>
          {newButton}
        </EmptyState>
      )}
      {orders.data && orders.data.length > 0 && (
        <Stack gap="md">
          <SegmentedControl
            radius="xl"
            value={filter}
            onChange={(value) => setFilter(value as ListFilter)}
            data={FILTERS.map((value) => ({ value, label: t(`permanent.filter.${value}`) }))}
            aria-label={t('permanent.filterLabel')}
            data-testid="permanent-filter"
          />
          {shown.length === 0 ? (
            <EmptyState title={t('permanent.emptyFiltered')} />
          ) : (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {shown.map((order) => (
                <li key={order.id}>
                  <PermanentOrderCard order={order} />
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Box>
  );
}
