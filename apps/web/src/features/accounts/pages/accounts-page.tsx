/** `/accounts`: every account the customer may see, as cards, with the hide-amounts switch. */
import { SimpleGrid } from '@mantine/core';
import { useAccounts } from '../../../api/accounts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { useTranslation } from '../../../lib/use-translation';
import { AccountCard } from '../components/account-card';
import { HideBalancesButton } from '../components/hide-balances-button';
import '../mantine-styles';

export function AccountsPage() {
  const { t } = useTranslation('accounts');
  const accounts = useAccounts();
  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={
          accounts.data && accounts.data.length > 0
            ? `${t('list.intro')} ${t('list.count', { count: accounts.data.length })}.`
            : t('list.intro')
        }
        actions={<HideBalancesButton />}
      />
      {accounts.isPending && (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          <LoadingState rows={1} height={380} />
          <LoadingState rows={1} height={380} />
        </SimpleGrid>
      )}
      {accounts.isError && <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />}
      {accounts.data?.length === 0 && <EmptyState title={t('list.empty')} />}
      {accounts.data && accounts.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
          {accounts.data.map((account) => (
            <AccountCard key={account.id} account={account} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
