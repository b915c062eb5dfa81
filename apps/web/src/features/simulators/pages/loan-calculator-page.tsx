/** `/calculator/loan`: the financing simulators, computed in the page with the API's own evaluator. */
import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useLoanProducts } from '../api/get-loan-products';
import { LoanSimulator } from '../components/loan-simulator';
import { OtherSimulatorLink } from '../components/other-simulator-link';
import { ProductPicker } from '../components/product-picker';
import { SimulatorEmpty, SimulatorError, SimulatorLoading } from '../components/simulator-states';
import { useSimulatorText } from '../hooks/use-simulator-text';
import classes from './calculator-page.module.css';

export function LoanCalculatorPage() {
  const { t } = useSimulatorText();
  const products = useLoanProducts();
  // The chosen product lives in the address, so a reload or a shared link opens the same simulator.
  const [searchParams, setSearchParams] = useSearchParams();
  const list = products.data ?? [];
  const selected = list.find((product) => product.name === searchParams.get('product')) ?? list[0];

  return (
    <Stack gap="lg" className={classes.page}>
      <PageHeader
        title={t('loan.title')}
        description={t('loan.description')}
        actions={<OtherSimulatorLink to="/calculator/savings" label={t('loan.toSavings')} />}
      />
      {products.isPending && <SimulatorLoading />}
      {products.isError && (
        <SimulatorError onRetry={() => void products.refetch()} isRetrying={products.isFetching} />
      )}
      {products.isSuccess && !selected && <SimulatorEmpty />}
      {selected && (
        <>
          {list.length > 1 && (
            <ProductPicker
              products={list}
              selected={selected.name}
              onSelect={(name) => setSearchParams({ product: name }, { replace: true })}
            />
          )}
          <LoanSimulator key={selected.id} product={selected} />
        </>
      )}
    </Stack>
  );
}
