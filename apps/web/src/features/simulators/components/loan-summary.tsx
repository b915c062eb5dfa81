/** A financing's results: the instalment, the other figures, the debt ratio and "request this financing". */
import { buildSimulationRequestPath } from '@baraka/contracts/contact/simulation-request';
import type { LoanProduct } from '@baraka/contracts/simulators/schemas';
import type { LoanSimulation } from '@baraka/domain/simulators/simulate';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId } from 'react';
import { pickLocalized } from '../../../lib/localized';
import { Link } from '../../../lib/router';
import type { SimulatorState } from '../hooks/use-simulator';
import { useSimulatorText } from '../hooks/use-simulator-text';
import { findFigureByName, labelFigure, toWireValue } from '../utils/figures';
import { formatMonths, formatPercent } from '../utils/format';
import { FigureRow } from './figure-row';
import { SummaryCard } from './summary-card';

type LoanSummaryProps = { product: LoanProduct; simulation: LoanSimulation; state: SimulatorState };

const SHOWN_APART = new Set(['monthlyPayment', 'repaymentCapacity']);

export function LoanSummary({ product, simulation, state }: LoanSummaryProps) {
  const { t, language } = useSimulatorText();
  const capacityLabelId = useId();
  const monthly = findFigureByName(simulation.figures, 'monthlyPayment');
  if (!monthly) {
    return null;
  }
  const months = findFigureByName(simulation.figures, 'durationMonths')?.value ?? 0;
  const capacity = findFigureByName(simulation.figures, 'repaymentCapacity');
  const durationFactor = product.factors.find((factor) => factor.name === 'duration');
  const requestPath = buildSimulationRequestPath({
    productId: product.id,
    financingType: pickLocalized(product.label, language),
    amount: findFigureByName(simulation.figures, 'financedAmount')?.value ?? 0,
    duration: state.values.duration ?? months,
    durationUnit: durationFactor?.unit === 'YEARS' ? 'YEARS' : 'MONTH',
    netSalary: state.values.netSalary ?? 0,
  });
  const label = (name: string) => labelFigure(product, name, language, (total) => t(`loan.${total}`));

  return (
    <SummaryCard
      headline={monthly}
      headlineLabel={t('loan.monthlyPayment')}
      headlineNote={t('loan.overDuration', { duration: formatMonths(months, language) })}
      disclaimer={t('result.disclaimer')}
    >
      <Stack component="dl" gap={0} m={0}>
        {simulation.figures
          .filter((figure) => !SHOWN_APART.has(figure.name))
          .map((figure) => (
            <FigureRow key={figure.name} figure={figure} label={label(figure.name)} />
          ))}
      </Stack>
      {capacity && (
        <div>
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Text size="sm" fw={600} id={capacityLabelId}>
              {label('repaymentCapacity')}
            </Text>
            <Text fw={700} data-testid="figure-repaymentCapacity" data-value={toWireValue(capacity)}>
              {formatPercent(capacity.value, language)}
            </Text>
          </Group>
          <Progress.Root mt={6} size="md" radius="xl">
            <Progress.Section
              value={Math.min(capacity.value, 100)}
              color="var(--calculator-accent)"
              aria-labelledby={capacityLabelId}
            />
          </Progress.Root>
          <Text size="xs" c="dimmed" mt={6}>
            {t('loan.capacityHint')}
          </Text>
        </div>
      )}
      <div>
        <Button
          component={Link}
          to={requestPath}
          size="md"
          fullWidth
          color="primary"
          data-testid="request-financing"
          rightSection={<IconArrowRight size={18} className="mirror-in-rtl" aria-hidden />}
        >
          {t('loan.request')}
        </Button>
        <Text size="xs" c="dimmed" mt={6}>
          {t('loan.requestHint')}
        </Text>
      </div>
    </SummaryCard>
  );
}
