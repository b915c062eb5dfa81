/** A savings plan's results: what it is worth at the end, what was paid in and what it earned. */
import type { SavingsProduct } from '@baraka/contracts/simulators/schemas';
import type { SavingsSimulation } from '@baraka/domain/simulators/simulate';
import { Stack } from '@mantine/core';
import { useSimulatorText } from '../hooks/use-simulator-text';
import { findFigureByName, labelFigure } from '../utils/figures';
import { formatAmount, formatMonths } from '../utils/format';
import { FigureRow } from './figure-row';
import { SummaryCard } from './summary-card';

type SavingsSummaryProps = { product: SavingsProduct; simulation: SavingsSimulation };

export function SavingsSummary({ product, simulation }: SavingsSummaryProps) {
  const { t, language } = useSimulatorText();
  const final = findFigureByName(simulation.figures, 'finalAmount');
  if (!final) {
    return null;
  }
  const months = simulation.growth.at(-1)?.month ?? 0;
  const gains = findFigureByName(simulation.figures, 'gains');
  const note = [
    t('savings.afterDuration', { duration: formatMonths(months, language) }),
    gains ? t('savings.gainsShare', { gains: formatAmount(gains.value, language) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <SummaryCard
      headline={final}
      headlineLabel={t('savings.finalAmount')}
      headlineNote={note}
      disclaimer={t('savings.disclaimer')}
    >
      <Stack component="dl" gap={0} m={0}>
        {simulation.figures
          .filter((figure) => figure.name !== 'finalAmount')
          .map((figure) => (
            <FigureRow
              key={figure.name}
              figure={figure}
              label={labelFigure(product, figure.name, language, (name) => name)}
              isStrong={figure.name === 'gains'}
            />
          ))}
      </Stack>
    </SummaryCard>
  );
}
