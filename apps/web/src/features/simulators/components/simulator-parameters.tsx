/** The parameters card: a field per factor the visitor sets, then the fixed terms that apply (rates, fees). */
import type { SimulatorFactor, SimulatorProduct } from '@baraka/contracts/simulators/schemas';
import { Divider, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconInfoCircle } from '@tabler/icons-react';
import { pickLocalized } from '../../../lib/localized';
import type { SimulatorState } from '../hooks/use-simulator';
import { useSimulatorText } from '../hooks/use-simulator-text';
import { formatUnitValue } from '../utils/format';
import { FactorField } from './factor-field';

type SimulatorParametersProps = { product: SimulatorProduct; state: SimulatorState };

type IntervalFactor = Extract<SimulatorFactor, { type: 'INTERVAL' }>;

const byOrder = (a: SimulatorFactor, b: SimulatorFactor) => a.factorOrder - b.factorOrder;

export function SimulatorParameters({ product, state }: SimulatorParametersProps) {
  const { t, language } = useSimulatorText();
  const visible = [...product.factors].sort(byOrder).filter((factor) => !factor.hidden);
  const inputs = visible.filter((factor): factor is IntervalFactor => factor.type === 'INTERVAL');
  const fixed = visible.filter((factor) => factor.type === 'UNIQUE');

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="parameters-title"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light" color="plum" aria-hidden>
          <IconAdjustmentsHorizontal size={22} stroke={1.7} />
        </ThemeIcon>
        <div>
          <Title order={2} fz="h3" id="parameters-title">
            {t('parameters.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {pickLocalized(product.description, language)}
          </Text>
        </div>
      </Group>
      <Stack gap="md" mt="lg">
        {inputs.map((factor) => {
          const bounds = state.bounds.get(factor.name);
          const value = state.values[factor.name];
          return bounds && value !== undefined ? (
            <FactorField
              key={factor.name}
              factor={factor}
              value={value}
              bounds={bounds}
              onChange={(next) => state.setValue(factor.name, next)}
            />
          ) : null;
        })}
      </Stack>
      {fixed.length > 0 && (
        <>
          <Divider my="lg" />
          <Group gap={6} mb="xs">
            <IconInfoCircle size={18} stroke={1.7} aria-hidden />
            <Text fw={600} size="sm">
              {t('parameters.fixed')}
            </Text>
          </Group>
          <Stack component="dl" gap={0} m={0}>
            {fixed.map((factor) => (
              <Group
                key={factor.name}
                justify="space-between"
                gap="sm"
                py={4}
                data-testid={`factor-${factor.name}`}
                data-factor="fixed"
                data-value={state.scope.get(factor.name)}
              >
                <Text component="dt" size="sm" c="dimmed">
                  {pickLocalized(factor.label, language)}
                </Text>
                <Text component="dd" size="sm" fw={700} m={0}>
                  {formatUnitValue(state.scope.get(factor.name) ?? 0, factor.unit, language)}
                </Text>
              </Group>
            ))}
          </Stack>
        </>
      )}
    </Paper>
  );
}
