/** One financing simulator: parameters beside the results, then the chart and the amortization schedule. */
import type { LoanProduct } from '@baraka/contracts/simulators/schemas';
import { Button, Grid, Group } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { Link } from '../../../lib/router';
import { isSignedIn, useSession } from '../../../lib/session-store';
import { useSimulator } from '../hooks/use-simulator';
import { useSimulatorText } from '../hooks/use-simulator-text';
import { findFigureByName, toWireValue } from '../utils/figures';
import { AmortizationTable } from './amortization-table';
import { HeadlineBar } from './headline-bar';
import { LoanCharts } from './loan-charts';
import { LoanSummary } from './loan-summary';
import { SimulationDetails } from './simulation-details';
import { SimulatorParameters } from './simulator-parameters';
import { CannotCompute } from './simulator-states';

/** The bank's financing product a simulator's category is sold as (Murabaha). */
const REQUEST_PRODUCTS: Readonly<Record<string, string>> = {
  home_loan: 'HOME_MURABAHA',
  car_loan: 'CAR_MURABAHA',
  other_loan: 'GOODS_MURABAHA',
};

export function LoanSimulator({
  product,
  initial,
}: {
  product: LoanProduct;
  /** Figures known of the signed-in customer (income, other instalments). */
  initial?: Readonly<Record<string, number>>;
}) {
  const { t } = useSimulatorText();
  const state = useSimulator(product, initial);
  const { simulation } = state;
  // The schedule and its chart follow a moving slider a frame late rather than slow it down.
  const details = useDeferredValue(simulation);
  const financed = details ? findFigureByName(details.figures, 'financedAmount') : undefined;
  const months = simulation ? findFigureByName(simulation.figures, 'durationMonths') : undefined;
  const amount = simulation ? findFigureByName(simulation.figures, 'financedAmount') : undefined;
  // A signed-in customer asks for the simulated financing: the request form opens with its figures.
  const canAsk = isSignedIn(useSession()) && amount && months;
  const requestUrl =
    amount && months
      ? `/credit-process/list?${new URLSearchParams({
          new: '1',
          product: REQUEST_PRODUCTS[product.loanCategory.name] ?? 'GOODS_MURABAHA',
          amount: toWireValue(amount),
          months: String(months.value),
        })}`
      : '';
  return (
    <>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <SimulatorParameters product={product} state={state} />
          <HeadlineBar
            label={t('loan.monthlyPayment')}
            figure={simulation ? findFigureByName(simulation.figures, 'monthlyPayment') : undefined}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {simulation?.kind === 'LOAN' ? (
            <LoanSummary product={product} simulation={simulation} state={state} />
          ) : (
            <CannotCompute />
          )}
        </Grid.Col>
      </Grid>
      {canAsk && (
        <Group justify="flex-end" mt="md">
          <Button
            component={Link}
            to={requestUrl}
            leftSection={<IconFileText size={18} aria-hidden />}
            data-testid="ask-financing"
          >
            {t('loan.askForIt')}
          </Button>
        </Group>
      )}
      {details?.kind === 'LOAN' && financed && details.schedule.length > 0 && (
        <SimulationDetails
          chart={<LoanCharts schedule={details.schedule} financedMillimes={financed.scaled} />}
          table={<AmortizationTable schedule={details.schedule} />}
          tableLabel={t('details.schedule')}
        />
      )}
    </>
  );
}
