/**
 * `/cheques/list`: the cheques emitted and received (two tabs), newest first, with the filters
 * (account, period of two months at most, state, amount range); a cheque opens with its images.
 */
import type { Cheque } from '@baraka/contracts/cheques/schemas';
import { toCalendarDate } from '@baraka/domain/calendar/calendar-date';
import { Box, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useAccounts } from '../../../api/accounts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { FiltersToggle } from '../../../components/ui/filters-toggle';
import { PageHeader } from '../../../components/ui/page-header';
import { useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useCheques } from '../api/cheque-list';
import { ChequeFilters } from '../components/cheque-filters';
import { ChequeRow } from '../components/cheque-row';
import { ChequeViewer } from '../components/cheque-viewer';
import { ChequesNav } from '../components/cheques-nav';
import {
  type ChequeTab,
  checkChequeFilter,
  countActiveFilters,
  getDefaultFilter,
} from '../utils/cheque-filter';
import { CHEQUE_PARAM, readChequeLink } from '../utils/cheque-link';
import '../mantine-styles';

const FILTERS_ID = 'cheque-filters';

export function ChequesListPage() {
  const { t } = useTranslation('cheques');
  const [search, setSearch] = useSearchParams();
  const [today] = useState(() => toCalendarDate(new Date()));
  // From an operation of the account history: that cheque's tab and period, and the cheque opened.
  const [target] = useState(() => readChequeLink(search));
  const [tab, setTab] = useState<ChequeTab>(target?.type ?? 'EMITTED');
  const [values, setValues] = useState(() => getDefaultFilter(target?.date ?? today));
  const [isFiltering, setIsFiltering] = useState(false);
  const [opened, setOpened] = useState<Cheque | null>(null);
  const accounts = useAccounts();
  const check = checkChequeFilter(tab, values);
  const cheques = useCheques(check.filter);
  const activeCount = countActiveFilters(values, today);
  useEffect(() => {
    const found = target && cheques.data?.find((cheque) => cheque.checkNumber === target.number);
    if (found && search.has(CHEQUE_PARAM)) {
      setOpened(found);
      setSearch({}, { replace: true });
    }
  }, [target, cheques.data, search, setSearch]);

  return (
    <Box maw={900} mx="auto">
      <PageHeader title={t('list.title')} description={t('list.description')} />
      <ChequesNav />
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Tabs value={tab} onChange={(value) => setTab(value === 'RECEIVED' ? 'RECEIVED' : 'EMITTED')}>
            <Tabs.List>
              <Tabs.Tab value="EMITTED" data-testid="tab-emitted">
                {t('list.emitted')}
              </Tabs.Tab>
              <Tabs.Tab value="RECEIVED" data-testid="tab-received">
                {t('list.received')}
              </Tabs.Tab>
            </Tabs.List>
          </Tabs>
          <FiltersToggle
            activeCount={activeCount}
            isOpen={isFiltering}
            onToggle={() => setIsFiltering((value) => !value)}
            controls={FILTERS_ID}
            label={t('filters.toggle', { count: activeCount })}
          />
        </Group>
        {isFiltering && (
          <ChequeFilters
            key={JSON.stringify(values)}
            id={FILTERS_ID}
            accounts={accounts.data ?? []}
            values={values}
            issues={check.issues}
            onApply={setValues}
            onReset={() => setValues(getDefaultFilter(today))}
          />
        )}
        {cheques.isPending && check.filter && <LoadingState rows={4} height={64} />}
        {cheques.isError && <ErrorState error={cheques.error} onRetry={() => void cheques.refetch()} />}
        {cheques.data && cheques.data.length === 0 && (
          <EmptyState title={t(tab === 'EMITTED' ? 'list.emptyEmitted' : 'list.emptyReceived')} />
        )}
        {cheques.data && cheques.data.length > 0 && (
          <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'sm' }}>
            <Text fz="xs" c="dimmed" px="xs" pt="xs">
              {t('list.count', { count: cheques.data.length })}
            </Text>
            <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} data-testid="cheque-list">
              {cheques.data.map((cheque) => (
                <ChequeRow key={cheque.id} cheque={cheque} onOpen={setOpened} />
              ))}
            </Stack>
          </Paper>
        )}
      </Stack>
      <ChequeViewer cheque={opened} onClose={() => setOpened(null)} />
    </Box>
  );
}
