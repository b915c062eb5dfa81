/** One financing simulator: parameters beside the results, then the chart and the amortization schedule. */
import type { LoanProduct } from '@baraka/contracts/simulators/schemas';
import { Grid } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useSimulator } from '../hooks/use-simulator';
import { useSimulatorText } from '../hooks/use-simulator-text';
import { findFigureByName } from '../utils/figures';
import { AmortizationTable } from './amortization-table';
import { HeadlineBar } from './headline-bar';
import { LoanCharts } from './loan-charts';
import { LoanSummary } from './loan-summary';
import { SimulationDetails } from './simulation-details';
import { SimulatorParameters } from './simulator-parameters';
import { CannotCompute } from './simulator-states';

export function LoanSimulator({ product }: { product: LoanProduct }) {
  const { t } = useSimulatorText();
  const state = useSimulator(product);
  const { simulation } = state;
  // The schedule and its chart follow a moving slider a frame late rather than slow it down.
  const details = useDeferredValue(simulation);
  const financed = details ? findFigureByName(details.figures, 'financedAmount') : undefined;
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
