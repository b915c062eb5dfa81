/**
 * `/cards`: every card drawn as a card with its period's gauge, freeze switch and latest operations;
 * the card orders and their steps in a second tab. Ordering shows only to those allowed to order.
 */
import { Box, Button, Stack, Tabs } from '@mantine/core';
import { IconCreditCard, IconListDetails, IconPlus } from '@tabler/icons-react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { PermissionGate, usePermission } from '../../../components/ui/permission-gate';
import { Link, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useCards } from '../api/cards-list';
import { CardSummary } from '../components/card-summary';
import { RequestHistory } from '../components/request-history';
import '../mantine-styles';

const TABS = ['cards', 'requests'] as const;

function OrderButton() {
  const { t } = useTranslation('cards');
  return (
    <PermissionGate service="CARD_REQUEST" process="CREATE">
      <Button
        component={Link}
        to="/cards/add-card"
        leftSection={<IconPlus size={18} aria-hidden />}
        data-testid="order-card"
      >
        {t('actions.order')}
      </Button>
    </PermissionGate>
  );
}

export function CardsPage() {
  const { t } = useTranslation('cards');
  const [search, setSearch] = useSearchParams();
  const cards = useCards();
  const canSeeRequests = usePermission('CARD_REQUEST', 'VIEW');
  const tab = search.get('tab') === 'requests' && canSeeRequests ? 'requests' : 'cards';
  const setTab = (next: string | null) => {
    const value = TABS.find((item) => item === next) ?? 'cards';
    setSearch(value === 'cards' ? {} : { tab: value }, { replace: true });
  };
  return (
    <Box maw={1100} mx="auto">
      <PageHeader title={t('page.title')} description={t('page.description')} actions={<OrderButton />} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="cards" leftSection={<IconCreditCard size={16} aria-hidden />}>
            {t('tabs.cards')}
          </Tabs.Tab>
          {canSeeRequests && (
            <Tabs.Tab
              value="requests"
              leftSection={<IconListDetails size={16} aria-hidden />}
              data-testid="requests-tab"
            >
              {t('tabs.requests')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="cards">
          {cards.isPending && <LoadingState rows={2} height={240} />}
          {cards.isError && <ErrorState onRetry={() => void cards.refetch()} />}
          {cards.data && cards.data.length === 0 && (
            <EmptyState title={t('page.empty')}>
              <OrderButton />
            </EmptyState>
          )}
          {cards.data && cards.data.length > 0 && (
            <Stack gap="lg">
              {cards.data.map((card) => (
                <CardSummary key={card.id} card={card} />
              ))}
            </Stack>
          )}
        </Tabs.Panel>
        {canSeeRequests && (
          <Tabs.Panel value="requests">
            <RequestHistory />
          </Tabs.Panel>
        )}
      </Tabs>
    </Box>
  );
}
