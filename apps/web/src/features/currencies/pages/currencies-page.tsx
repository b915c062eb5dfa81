/** `/currencies`: the exchange rates the bank publishes today. */
import { Paper, Text } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useCurrencyRates } from '../api/get-currency-rates';
import { RatesNav } from '../components/rates-nav';
import { RatesTable } from '../components/rates-table';

export function CurrenciesPage() {
  const { t, i18n } = useTranslation('currencies');
  const rates = useCurrencyRates();
  const latest = rates.data?.reduce((max, rate) => Math.max(max, rate.updatedAt), 0);
  return (
    <>
      <PageHeader title={t('table.title')} description={t('table.description')} />
      <RatesNav />
      {rates.isPending && <LoadingState rows={6} height={40} />}
      {rates.isError && <ErrorState error={rates.error} onRetry={() => void rates.refetch()} />}
      {rates.data && rates.data.length === 0 && <EmptyState />}
      {rates.data && rates.data.length > 0 && (
        <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
          {latest ? (
            <Text fz="sm" c="dimmed" mb="xs" px="xs">
              {t('table.updated', { date: formatDate(latest, i18n.language) })}
            </Text>
          ) : null}
          <RatesTable rates={rates.data} />
        </Paper>
      )}
      <Text fz="xs" c="dimmed" mt="md">
        {t('table.disclaimer')}
      </Text>
    </>
  );
}
