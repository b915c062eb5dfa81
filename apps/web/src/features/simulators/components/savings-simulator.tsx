/** One savings simulator: parameters beside the results, then the growth drawn and month by month. */
import type { SavingsProduct } from '@baraka/contracts/simulators/schemas';
import { Grid } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useSimulator } from '../hooks/use-simulator';
import { useSimulatorText } from '../hooks/use-simulator-text';
import { findFigureByName } from '../utils/figures';
import { GrowthTable } from './growth-table';
import { HeadlineBar } from './headline-bar';
import { SavingsChart } from './savings-chart';
import { SavingsSummary } from './savings-summary';
import { SimulationDetails } from './simulation-details';
import { SimulatorParameters } from './simulator-parameters';
import { CannotCompute } from './simulator-states';

export function SavingsSimulator({ product }: { product: SavingsProduct }) {
  const { t } = useSimulatorText();
  const state = useSimulator(product);
  const { simulation } = state;
  const details = useDeferredValue(simulation);
  return (
    <>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <SimulatorParameters product={product} state={state} />
          <HeadlineBar
            label={t('savings.finalAmount')}
            figure={simulation ? findFigureByName(simulation.figures, 'finalAmount') : undefined}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {simulation?.kind === 'SAVINGS' ? (
            <SavingsSummary product={product} simulation={simulation} />
          ) : (
            <CannotCompute />
          )}
        </Grid.Col>
      </Grid>
      {details?.kind === 'SAVINGS' && (
        <SimulationDetails
          chart={<SavingsChart growth={details.growth} />}
          table={<GrowthTable growth={details.growth} />}
          tableLabel={t('details.growth')}
        />
      )}
    </>
  );
}
