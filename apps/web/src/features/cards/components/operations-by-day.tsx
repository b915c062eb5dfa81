/**
 * The history's operations grouped by day, loading the next page as the end of the list scrolls into
 * view (with a button for keyboards and for browsers without IntersectionObserver).
 */
import type { CardOperation } from '@baraka/contracts/cards/schemas';
import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { formatIsoDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { groupOperationsByDay } from '../utils/group-by-day';
import { OperationRow } from './operation-row';

type OperationsByDayProps = {
  operations: readonly CardOperation[];
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
};

export function OperationsByDay({ operations, hasMore, isLoadingMore, onLoadMore }: OperationsByDayProps) {
  const { t, i18n } = useTranslation('cards');
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isLoadingMore) {
        onLoadMore();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, isLoadingMore, onLoadMore]);

  return (
    <Stack gap="md">
      {groupOperationsByDay(operations).map(({ day, operations: dayOperations }) => (
        <Paper
          key={day}
          withBorder
          radius="lg"
          px="md"
          py="xs"
          component="section"
          aria-label={formatIsoDate(day, i18n.language)}
          data-testid="operation-day"
        >
          <Title order={2} fz="sm" c="dimmed" fw={600} py={6}>
            {formatIsoDate(day, i18n.language)}
          </Title>
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {dayOperations.map((operation) => (
              <OperationRow key={operation.id} operation={operation} />
            ))}
          </Stack>
        </Paper>
      ))}
      <div ref={sentinel} />
      {isLoadingMore && (
        <Center role="status" aria-label={t('history.loadingMore')}>
          <Loader size="sm" />
        </Center>
      )}
      {hasMore && !isLoadingMore && (
        <Center>
          <Button variant="subtle" onClick={onLoadMore} data-testid="history-more">
            {t('history.more')}
          </Button>
        </Center>
      )}
      {!hasMore && operations.length > 0 && (
        <Text ta="center" fz="xs" c="dimmed">
          {t('history.end')}
        </Text>
      )}
    </Stack>
  );
}
