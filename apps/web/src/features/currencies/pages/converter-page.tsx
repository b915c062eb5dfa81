/** `/currencies/devise`: converts between the dinar and the quoted currencies at today's rates. */
import { Text } from '@mantine/core';
import { ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { useTranslation } from '../../../lib/use-translation';
import { useCurrencyRates } from '../api/get-currency-rates';
import { ConverterForm } from '../components/converter-form';
import { RatesNav } from '../components/rates-nav';

export function ConverterPage() {
  const { t } = useTranslation('currencies');
  const rates = useCurrencyRates();
  return (
    <>
      <PageHeader title={t('converter.title')} description={t('converter.description')} />
      <RatesNav />
      {rates.isPending && <LoadingState rows={2} height={120} />}
      {rates.isError && <ErrorState error={rates.error} onRetry={() => void rates.refetch()} />}
      {rates.data && <ConverterForm rates={rates.data} />}
      <Text fz="xs" c="dimmed" mt="md">
        {t('table.disclaimer')}
      </Text>
    </>
  );
}
