/** One line of a simulation's results: what it is and how much, with the exact value kept for checks. */
import type { SimulationFigure } from '@baraka/domain/simulators/figures';
import { Group, Text } from '@mantine/core';
import { useSimulatorText } from '../hooks/use-simulator-text';
import { toWireValue } from '../utils/figures';
import { formatUnitValue } from '../utils/format';

type FigureRowProps = { figure: SimulationFigure; label: string; isStrong?: boolean };

export function FigureRow({ figure, label, isStrong = false }: FigureRowProps) {
  const { language } = useSimulatorText();
  return (
    <Group justify="space-between" gap="sm" py={6} wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" c={isStrong ? undefined : 'dimmed'} fw={isStrong ? 600 : 400}>
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        fw={700}
        ta="end"
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        data-testid={`figure-${figure.name}`}
        data-value={toWireValue(figure)}
      >
        {formatUnitValue(figure.value, figure.unit, language)}
      </Text>
    </Group>
  );
}
