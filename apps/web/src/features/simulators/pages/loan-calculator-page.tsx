/**
 * `/calculator/loan`, and `/credits/simulator` and `/credits/credit-calculator` signed in: the
 * financing simulators, computed in the page with the API's own evaluator; a signed-in customer's
 * starts from their own figures (other instalments, income) where the bank knows them.
 */
import { Alert, Stack } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { PageHeader } from '../../../components/ui/page-header';
import { useSearchParams } from '../../../lib/router';
import { hasPermission, isSignedIn, useSession } from '../../../lib/session-store';
import { useCustomerPrefill } from '../api/customer-figures';
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
  const session = useSession();
  const { prefill } = useCustomerPrefill(isSignedIn(session) && hasPermission(session, 'FINANCE', 'VIEW'));
  const isPrefilled = prefill !== null && Object.keys(prefill).length > 0;
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
      {(products.isPending || prefill === null) && <SimulatorLoading />}
      {products.isError && (
        <SimulatorError onRetry={() => void products.refetch()} isRetrying={products.isFetching} />
      )}
      {products.isSuccess && !selected && <SimulatorEmpty />}
      {selected && prefill !== null && (
        <>
          {isPrefilled && (
            <Alert
              variant="light"
              icon={<IconUserCheck size={18} aria-hidden />}
              data-testid="simulator-prefilled"
            >
              {t('loan.prefilled')}
            </Alert>
          )}
          {list.length > 1 && (
            <ProductPicker
              products={list}
              selected={selected.name}
              onSelect={(name) => setSearchParams({ product: name }, { replace: true })}
            />
          )}
          <LoanSimulator key={selected.id} product={selected} initial={prefill} />
        </>
      )}
    </Stack>
  );
}
