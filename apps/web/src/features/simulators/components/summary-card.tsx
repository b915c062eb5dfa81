/** The results card: the headline figure on the area colour, then the other figures and actions. */
import type { SimulationFigure } from '@baraka/domain/simulators/figures';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSimulatorText } from '../hooks/use-simulator-text';
import { toWireValue } from '../utils/figures';
import { formatAmount } from '../utils/format';
import classes from './summary-card.module.css';

type SummaryCardProps = {
  headline: SimulationFigure;
  headlineLabel: string;
  /** Under the headline amount: its duration, its share of gains. */
  headlineNote: ReactNode;
  disclaimer: string;
  children: ReactNode;
};

export function SummaryCard({
  headline,
  headlineLabel,
  headlineNote,
  disclaimer,
  children,
}: SummaryCardProps) {
  const { t, language } = useSimulatorText();
  return (
    <Paper withBorder radius="lg" className={classes.card} component="section" aria-labelledby="result-title">
      <div className={classes.hero}>
        <Title order={2} id="result-title" className={classes.eyebrow}>
          {t('result.title')}
        </Title>
        {/* Read out again when a slider moves it: the answer to what the visitor just changed. */}
        <div aria-live="polite" aria-atomic="true">
          <Text className={classes.label}>{headlineLabel}</Text>
          <Text
            className={classes.amount}
            data-testid={`figure-${headline.name}`}
            data-value={toWireValue(headline)}
          >
            {formatAmount(headline.value, language)}
          </Text>
          <Text className={classes.note}>{headlineNote}</Text>
        </div>
      </div>
      <Stack gap="md" p={{ base: 'md', sm: 'lg' }}>
        {children}
        <Text size="xs" c="dimmed">
          {disclaimer}
        </Text>
      </Stack>
    </Paper>
  );
}
