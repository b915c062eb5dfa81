/**
 * `/cards/history?card=…`: a card's operations with the filters (period, status, amount range) kept
 * in the address, grouped by day and loaded page after page as the list scrolls.
 */
import { toCalendarDate } from '@baraka/domain/calendar/calendar-date';
import { Box, Select, Stack } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { BackLink } from '../../../components/ui/back-link';
import { PageHeader } from '../../../components/ui/page-header';
import { useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useCardOperations } from '../api/card-operations';
import { useCards } from '../api/cards-list';
import { HistoryFilters } from '../components/history-filters';
import { OperationsByDay } from '../components/operations-by-day';
import { CARD_ID_PARAM } from '../utils/card-links';
import {
  checkHistoryFilter,
  EMPTY_FILTER,
  type HistoryFilterValues,
  readHistoryFilter,
  writeHistoryFilter,
} from '../utils/history-filter';
import '../mantine-styles';

export function CardHistoryPage() {
  const { t } = useTranslation('cards');
  const [search, setSearch] = useSearchParams();
  const cards = useCards();
  const [today] = useState(() => toCalendarDate(new Date()));
  const cardId = search.get(CARD_ID_PARAM) ?? cards.data?.[0]?.id ?? null;
  const searchText = search.toString();
  const values = useMemo(() => readHistoryFilter(new URLSearchParams(searchText)), [searchText]);
  const check = cardId ? checkHistoryFilter(cardId, values) : null;
  const operations = useCardOperations(check?.filter ?? null);
  const apply = (next: HistoryFilterValues, nextCard = cardId) => {
    if (nextCard) {
      setSearch(writeHistoryFilter(nextCard, next), { replace: true });
    }
  };
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = operations;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) {
      void fetchNextPage();
    }
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  const items = operations.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Box maw={860} mx="auto">
      <BackLink to="/cards" label={t('actions.backToCards')} />
      <PageHeader title={t('history.title')} description={t('history.description')} />
      {cards.isPending && <LoadingState rows={1} height={56} />}
      {cards.isError && <ErrorState onRetry={() => void cards.refetch()} />}
      {cards.data && cards.data.length === 0 && <EmptyState title={t('page.empty')} />}
      {cardId && (
        <Stack gap="md">
          {cards.data && cards.data.length > 1 && (
            <Select
              label={t('history.card')}
              data={cards.data.map((card) => ({
                value: card.id,
                label: `${card.wording} · ${card.cardNumber}`,
              }))}
              value={cardId}
              onChange={(value) => value && apply(values, value)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              data-testid="history-card"
            />
          )}
          <HistoryFilters
            cardId={cardId}
            values={values}
            today={today}
            onApply={apply}
            onReset={() => apply(EMPTY_FILTER)}
          />
          {operations.isPending && check?.filter && <LoadingState rows={4} height={64} />}
          {operations.isError && (
            <ErrorState message={operations.error.message} onRetry={() => void operations.refetch()} />
          )}
          {operations.data && items.length === 0 && <EmptyState title={t('history.empty')} />}
          {items.length > 0 && (
            <OperationsByDay
              operations={items}
              hasMore={Boolean(hasNextPage)}
              isLoadingMore={isFetchingNextPage}
              onLoadMore={loadMore}
            />
          )}
        </Stack>
      )}
    </Box>
  );
}
