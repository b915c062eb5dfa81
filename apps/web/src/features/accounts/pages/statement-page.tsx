/** `/accounts/statement`: a monthly statement (secure/list-extrait) or one of a chosen period, to view or download. */
import { SegmentedControl, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { pickMainAccount } from '../../../api/accounts';
import { AccountPicker } from '../../../components/ui/account-picker';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useEligibleAccounts } from '../api/get-eligible-accounts';
import { StatementMonths } from '../components/statement-months';
import { StatementPeriodForm } from '../components/statement-period-form';
import { useToday } from '../hooks/use-today';
import '../mantine-styles';

type Mode = 'monthly' | 'period';

export function StatementPage() {
  const { t } = useTranslation('accounts');
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const accounts = useEligibleAccounts('STATEMENT');
  const [mode, setMode] = useState<Mode>('monthly');
  const account =
    accounts.data?.find((item) => item.id === params.get('account')) ?? pickMainAccount(accounts.data ?? []);

  return (
    <>
      <PageHeader title={t('statement.title')} description={t('statement.intro')} />
      {accounts.isPending && <LoadingState rows={3} />}
      {accounts.isError && <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />}
      {accounts.data && !account && <EmptyState title={t('statement.noEligible')} />}
      {accounts.data && account && (
        <Stack gap="lg" maw={860}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <AccountPicker
              accounts={accounts.data}
              value={account.id}
              onChange={(accountId) => setParams({ account: accountId }, { replace: true })}
              size="md"
            />
            <SegmentedControl
              fullWidth
              radius="xl"
              size="md"
              value={mode}
              onChange={(next) => setMode(next as Mode)}
              data={(['monthly', 'period'] as const).map((value) => ({
                value,
                label: t(`statement.modes.${value}`),
              }))}
              style={{ alignSelf: 'end' }}
              data-testid="statement-mode"
            />
          </SimpleGrid>
          {mode === 'monthly' ? (
            <Stack gap="sm">
              <Title order={2} fz="h4">
                {t('statement.monthsTitle')}
              </Title>
              <StatementMonths accountId={account.id} />
            </Stack>
          ) : (
            <StatementPeriodForm key={account.id} accountId={account.id} today={today} />
          )}
        </Stack>
      )}
    </>
  );
}
