/**
 * The history's transfers, one card per debited account with its totals (spec §3: total,
 * totalTrx, totalAmount), loaded page after page with "show more".
 */
import type { AccountTransfers } from '@baraka/contracts/transfer-history/schemas';
import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Amount } from '../../../components/ui/amount';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { MaskedNumber } from '../../../components/ui/masked-number';
import { TransferRow } from '../../../components/ui/transfer-row';
import { useLocation } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useTransferHistory } from '../api/history-transfer-list';
import type { HistoryQuery } from '../utils/history-filter';
import { countHistory, mergeHistoryPages } from '../utils/history-pages';

type HistoryResultsProps = { query: HistoryQuery; isFiltered: boolean; onReset: () => void };

function AccountGroup({ group, backTo }: { group: AccountTransfers; backTo: string }) {
  const { t } = useTranslation('transfer-history');
  return (
    <Paper
      withBorder
      radius="lg"
      component="section"
      data-testid="account-group"
      style={{ overflow: 'hidden' }}
    >
      <Group
        justify="space-between"
        align="flex-end"
        px="md"
        py="sm"
        gap="xs"
        bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-7))"
      >
        <div>
          <Text fw={700} fz="sm">
            {group.title}
          </Text>
          <Text fz="xs" c="dimmed">
            <MaskedNumber value={group.accountNumber} /> · {t('history.accountCount', { count: group.total })}
          </Text>
        </div>
        <div style={{ textAlign: 'end' }}>
          <Text fz="xs" c="dimmed">
            {t('history.accountTotal')}
          </Text>
          <Amount
            value={group.totalAmount}
            currency={group.currency}
            fw={700}
            fz="sm"
            data-testid="group-total"
          />
        </div>
      </Group>
      {group.list.length === 0 ? (
        <Text fz="sm" c="dimmed" px="md" py="sm">
          {t('history.emptyAccount')}
        </Text>
      ) : (
        group.list.map((info) => <TransferRow key={info.id} info={info} backTo={backTo} />)
      )}
    </Paper>
  );
}

export function HistoryResults({ query, isFiltered, onReset }: HistoryResultsProps) {
  const { t } = useTranslation('transfer-history');
  const history = useTransferHistory(query);
  const location = useLocation();
  const backTo = `${location.pathname}${location.search}`;

  if (history.isPending) {
    return <LoadingState rows={5} height={64} />;
  }
  if (history.isError && !history.data) {
    return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  }
  const groups = mergeHistoryPages(history.data.pages);
  const { total, shown } = countHistory(groups);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;

  if (total === 0) {
    return (
      <EmptyState title={isFiltered ? t('history.emptyTitle') : t('history.noTransfersTitle')}>
        <Text fz="sm" c="dimmed" maw={420}>
          {isFiltered ? t('history.emptyBody') : t('history.noTransfersBody')}
        </Text>
        {isFiltered && (
          <Button variant="light" onClick={onReset}>
            {t('history.reset')}
          </Button>
        )}
      </EmptyState>
    );
  }
  return (
    <Stack gap="md" aria-labelledby="transfer-results-title" component="section">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={3} fz="h5" id="transfer-results-title" data-testid="history-total">
          {t('history.total', { count: total })}
        </Title>
        <Text fz="xs" c="dimmed" aria-live="polite">
          {t('history.shown', { shown, total })}
        </Text>
      </Group>
      {groups.map((group) => (
        <AccountGroup key={group.accountId} group={group} backTo={backTo} />
      ))}
      {history.isFetchNextPageError && <ErrorState onRetry={() => void fetchNextPage()} />}
      {hasNextPage ? (
        <Center>
          <Button
            variant="default"
            radius="xl"
            loading={isFetchingNextPage}
            leftSection={<IconChevronDown size={16} aria-hidden />}
            onClick={() => void fetchNextPage()}
            data-testid="load-more"
          >
            {t('history.loadMore')}
          </Button>
        </Center>
      ) : (
        <Text ta="center" fz="sm" c="dimmed" data-testid="history-end">
          {t('history.end')}
        </Text>
      )}
    </Stack>
  );
}
