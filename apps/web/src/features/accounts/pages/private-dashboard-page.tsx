/**
 * `/private-dashboard`: a greeting, what the customer holds, shortcuts the role allows, and for
 * one account (the main one unless chosen) the twelve-month balance, this month's money in and
 * out and the latest operations.
 */
import { Alert, Grid, Stack } from '@mantine/core';
import { useState } from 'react';
import { pickMainAccount, useAccounts } from '../../../api/accounts';
import { AccountPicker } from '../../../components/ui/account-picker';
import { ErrorState, LoadingState } from '../../../components/ui/async-states';
import { usePermission } from '../../../components/ui/permission-gate';
import { isFeatureAvailable } from '../../../lib/features';
import { useTranslation } from '../../../lib/use-translation';
import { BalanceHistoryCard } from '../components/balance-history-card';
import { BalanceOverview } from '../components/balance-overview';
import { DashboardCard } from '../components/dashboard-card';
import { DashboardGreeting } from '../components/dashboard-greeting';
import { MonthFlows } from '../components/month-flows';
import { QuickActions } from '../components/quick-actions';
import { RecentOperations } from '../components/recent-operations';
import { UnavailableAreaNotice } from '../components/unavailable-area-notice';
import { useToday } from '../hooks/use-today';
import { formatMonth, toMonth } from '../utils/month-label';
import '../mantine-styles';

export function PrivateDashboardPage() {
  const { t, i18n } = useTranslation('accounts');
  const today = useToday();
  const canSeeAccounts = usePermission('ACCOUNT_MANAGEMENT', 'VIEW') && isFeatureAvailable('ACCOUNTS');
  const accounts = useAccounts(canSeeAccounts);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const main = pickMainAccount(accounts.data ?? []);
  const account = accounts.data?.find((item) => item.id === chosenId) ?? main;

  return (
    <>
      <DashboardGreeting />
      <UnavailableAreaNotice />
      <Stack gap="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            {!canSeeAccounts && (
              <Alert variant="light" radius="lg">
                {t('dashboard.noAccountsAccess')}
              </Alert>
            )}
            {canSeeAccounts && accounts.isPending && <LoadingState rows={1} height={260} />}
            {canSeeAccounts && accounts.isError && (
              <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />
            )}
            {accounts.data && <BalanceOverview accounts={accounts.data} />}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <DashboardCard title={t('dashboard.quickTitle')} h="100%">
              <QuickActions mainAccount={main} />
            </DashboardCard>
          </Grid.Col>
        </Grid>
        {accounts.data && account && (
          <>
            {accounts.data.length > 1 && (
              <AccountPicker
                accounts={accounts.data}
                value={account.id}
                onChange={setChosenId}
                maw={{ base: '100%', sm: 420 }}
                data-testid="dashboard-account"
              />
            )}
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <BalanceHistoryCard account={account} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <DashboardCard
                  title={t('dashboard.flowsTitle')}
                  subtitle={t('dashboard.flowsSubtitle', {
                    month: formatMonth(toMonth(today), i18n.language),
                  })}
                  h="100%"
                >
                  <MonthFlows accountId={account.id} today={today} />
                </DashboardCard>
              </Grid.Col>
            </Grid>
            <DashboardCard
              title={t('dashboard.recentTitle')}
              subtitle={`${account.title} · ${account.accountNumber}`}
              link={{ to: `/accounts/transactions?account=${account.id}`, label: t('actions.seeAll') }}
            >
              <RecentOperations accountId={account.id} today={today} />
            </DashboardCard>
          </>
        )}
      </Stack>
    </>
  );
}
