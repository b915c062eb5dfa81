/**
 * `/cards/card-details?card=…`: the card's facts and period, block (with a reason) or unblock (code),
 * a limit change (review, then code) and the export of its operations.
 */
import { addDays, toCalendarDate } from '@baraka/domain/calendar/calendar-date';
import { Box, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconHistory, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { BackLink } from '../../../components/ui/back-link';
import { PageHeader } from '../../../components/ui/page-header';
import { PermissionGate } from '../../../components/ui/permission-gate';
import { Link, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useCard } from '../api/card-detail';
import { BlockDialog } from '../components/block-dialog';
import { CardFacts } from '../components/card-facts';
import { CardVisual } from '../components/card-visual';
import { ExportPanel } from '../components/export-panel';
import { LimitChange } from '../components/limit-change';
import { LimitGauge } from '../components/limit-gauge';
import { UnblockPanel } from '../components/unblock-panel';
import { CARD_ID_PARAM, toCardHistoryUrl } from '../utils/card-links';
import '../mantine-styles';

export function CardDetailsPage() {
  const { t } = useTranslation('cards');
  const [search] = useSearchParams();
  const cardId = search.get(CARD_ID_PARAM);
  const card = useCard(cardId);
  const [isBlocking, setIsBlocking] = useState(false);
  const [today] = useState(() => toCalendarDate(new Date()));
  const back = <BackLink to="/cards" label={t('actions.backToCards')} />;

  if (!cardId) {
    return (
      <Box maw={1100} mx="auto">
        {back}
        <EmptyState title={t('details.missing')} />
      </Box>
    );
  }
  return (
    <Box maw={1100} mx="auto">
      {back}
      <PageHeader
        title={card.data?.wording ?? t('details.title')}
        actions={
          <Button
            component={Link}
            to={toCardHistoryUrl(cardId)}
            variant="light"
            leftSection={<IconHistory size={18} aria-hidden />}
          >
            {t('actions.history')}
          </Button>
        }
      />
      {card.isPending && <LoadingState rows={2} height={220} />}
      {card.isError && <ErrorState message={card.error.message} onRetry={() => void card.refetch()} />}
      {card.data && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="lg">
            <CardVisual {...card.data} />
            <LimitGauge card={card.data} />
            {card.data.status === 'BLOCKED' ? (
              <UnblockPanel card={card.data} />
            ) : (
              <PermissionGate service="BLOCK_CARD" process="UPDATE">
                <Group>
                  <Button
                    color="red"
                    variant="light"
                    leftSection={<IconLock size={18} aria-hidden />}
                    onClick={() => setIsBlocking(true)}
                    data-testid="block-card"
                  >
                    {t('actions.block')}
                  </Button>
                </Group>
                <BlockDialog
                  card={card.data}
                  isOpen={isBlocking}
                  onClose={() => setIsBlocking(false)}
                  onBlocked={() => setIsBlocking(false)}
                />
              </PermissionGate>
            )}
            <LimitChange card={card.data} />
          </Stack>
          <Stack gap="lg">
            <CardFacts card={card.data} />
            <ExportPanel cardId={card.data.id} today={today} defaultStart={addDays(today, -30)} />
          </Stack>
        </SimpleGrid>
      )}
    </Box>
  );
}
