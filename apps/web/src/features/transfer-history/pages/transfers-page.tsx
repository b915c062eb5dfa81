/**
 * `/transfers`: the hub. Tiles to start each transfer the role allows, then the transfer history
 * per account with the spec §3 filters. The filter lives in the address, so "back" from a
 * transfer comes back to the same list.
 */
import { Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useAccounts } from '../../../api/accounts';
import { ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { usePermission } from '../../../components/ui/permission-gate';
import { useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { HistoryFilters } from '../components/history-filters';
import { HistoryHubTiles } from '../components/history-hub-tiles';
import { HistoryResults } from '../components/history-results';
import {
  checkHistoryFilter,
  EMPTY_HISTORY_FILTER,
  type HistoryFilterValues,
  readHistoryParams,
  writeHistoryParams,
} from '../utils/history-filter';
import '../mantine-styles';

const NO_ERRORS = {};

export function TransfersPage() {
  const { t } = useTranslation('transfer-history');
  const [params, setParams] = useSearchParams();
  const accounts = useAccounts();
  const canViewHistory = usePermission('OWN_ACCOUNT_TRANSFER', 'VIEW');
  const paramsText = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address text is the real dependency
  const values = useMemo(() => readHistoryParams(params), [paramsText]);
  const check = useMemo(() => checkHistoryFilter(values), [values]);
  const apply = (next: HistoryFilterValues) => setParams(writeHistoryParams(next), { replace: true });
  const reset = () => apply(EMPTY_HISTORY_FILTER);
  const isFiltered = paramsText !== '';

  return (
    <>
      <PageHeader title={t('hub.title')} description={t('hub.intro')} />
      <HistoryHubTiles />
      {canViewHistory && (
        <Stack gap="md" component="section" aria-labelledby="transfer-history-title">
          <Title order={2} fz="h4" id="transfer-history-title">
            {t('history.title')}
          </Title>
          {accounts.isPending && <LoadingState rows={2} />}
          {accounts.isError && <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />}
          {accounts.data && (
            <HistoryFilters
              accounts={accounts.data}
              values={values}
              initialErrors={check.errors ?? NO_ERRORS}
              onApply={apply}
              onReset={reset}
            />
          )}
          {check.query && <HistoryResults query={check.query} isFiltered={isFiltered} onReset={reset} />}
        </Stack>
      )}
    </>
  );
}
