/**
 * `/accounts/transactions`: one account's operations, filtered (period within two months,
 * direction, amount range, text), grouped by day and loaded page after page. The account and the
 * filter live in the address, so "back" from an operation comes back to the same list.
 */
import { Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { pickMainAccount, useAccounts } from '../../../api/accounts';
import { AccountPicker } from '../../../components/ui/account-picker';
import { Amount } from '../../../components/ui/amount';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { formatIsoDate } from '../../../lib/format';
import { useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { HideBalancesButton } from '../components/hide-balances-button';
import { HistoryFilters } from '../components/history-filters';
import { HistoryResults } from '../components/history-results';
import { useToday } from '../hooks/use-today';
import {
  checkHistoryFilter,
  type HistoryFilterValues,
  readFilterParams,
  writeFilterParams,
} from '../utils/history-filter';
import '../mantine-styles';

export function TransactionsPage() {
  const { t, i18n } = useTranslation('accounts');
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const accounts = useAccounts();
  const paramsText = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address text is the real dependency
  const values = useMemo(() => readFilterParams(params, today), [paramsText, today]);
  const account =
    accounts.data?.find((item) => item.id === params.get('account')) ?? pickMainAccount(accounts.data ?? []);
  const check = useMemo(() => (account ? checkHistoryFilter(account.id, values) : null), [account, values]);

  const apply = (next: HistoryFilterValues, accountId = account?.id) => {
    const base = new URLSearchParams(accountId ? { account: accountId } : {});
    setParams(writeFilterParams(base, next, today));
  };
  const reset = () => setParams(account ? { account: account.id } : {});
  const periodLabel = t('history.periodSummary', {
    start: formatIsoDate(values.startDate || today, i18n.language),
    end: formatIsoDate(values.endDate || today, i18n.language),
  });

  return (
    <>
      {/* On a phone the operations come first: the intro is for wider screens. */}
      <PageHeader
        title={t('history.title')}
        description={
          <Box component="span" visibleFrom="sm">
            {t('history.intro')}
          </Box>
        }
      />
      {accounts.isPending && <LoadingState rows={4} />}
      {accounts.isError && <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />}
      {accounts.data && !account && <EmptyState title={t('history.noAccount')} />}
      {accounts.data && account && check && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <AccountPicker
              accounts={accounts.data}
              value={account.id}
              onChange={(accountId) => apply(values, accountId)}
              size="md"
            />
            <Paper withBorder radius="lg" px="md" py="xs">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div>
                  <Text fz="xs" c="dimmed">
                    {t('balances.current')}
                  </Text>
                  <Amount value={account.currentBalance} currency={account.currency} fw={700} fz="xl" />
                </div>
                <HideBalancesButton size="xs" />
              </Group>
            </Paper>
          </SimpleGrid>
          <HistoryFilters
            accountId={account.id}
            currency={account.currency}
            values={values}
            today={today}
            initialErrors={check.errors ?? NO_ERRORS}
            onApply={(next) => apply(next)}
            onReset={reset}
          />
          {check.filter && (
            <HistoryResults filter={check.filter} today={today} periodLabel={periodLabel} onReset={reset} />
          )}
        </Stack>
      )}
    </>
  );
}

const NO_ERRORS = {};
