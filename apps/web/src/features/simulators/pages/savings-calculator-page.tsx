/** `/calculator/savings`: the savings simulator, computed in the page with the API's own evaluator. */
import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header';
import { useSavingsProducts } from '../api/get-savings-products';
import { OtherSimulatorLink } from '../components/other-simulator-link';
import { SavingsSimulator } from '../components/savings-simulator';
import { SimulatorEmpty, SimulatorError, SimulatorLoading } from '../components/simulator-states';
import { useSimulatorText } from '../hooks/use-simulator-text';
import classes from './calculator-page.module.css';

export function SavingsCalculatorPage() {
  const { t } = useSimulatorText();
  const products = useSavingsProducts();
  const [product] = products.data ?? [];

  return (
    <Stack gap="lg" className={classes.page}>
      <PageHeader
        title={t('savings.title')}
        description={t('savings.description')}
        actions={<OtherSimulatorLink to="/calculator/loan" label={t('savings.toLoan')} />}
      />
      {products.isPending && <SimulatorLoading />}
      {products.isError && (
        <SimulatorError onRetry={() => void products.refetch()} isRetrying={products.isFetching} />
      )}
      {products.isSuccess && !product && <SimulatorEmpty />}
      {product && <SavingsSimulator key={product.id} product={product} />}
    </Stack>
  );
}
