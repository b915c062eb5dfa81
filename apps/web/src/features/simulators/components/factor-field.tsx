/** One factor the visitor sets: a slider bound to the factor's steps and a field to type the value. */
import type { SimulatorFactor } from '@baraka/contracts/simulators/schemas';
import type { FactorBounds } from '@baraka/domain/simulators/factors';
import { Group, NumberInput, Slider, Text, VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { getNumberSeparators } from '../../../lib/format';
import { pickLocalized } from '../../../lib/localized';
import { useSimulatorText } from '../hooks/use-simulator-text';
import { formatUnitValue } from '../utils/format';
import classes from './factor-field.module.css';

type FactorFieldProps = {
  factor: Extract<SimulatorFactor, { type: 'INTERVAL' }>;
  value: number;
  bounds: FactorBounds;
  onChange: (value: number) => void;
};

const readNumber = (draft: number | string): number =>
  typeof draft === 'number' ? draft : Number(draft.replace(/[\s\u202f]/g, '').replace(',', '.'));

export function FactorField({ factor, value, bounds, onChange }: FactorFieldProps) {
  const { t, language } = useSimulatorText();
  const inputId = useId();
  const rangeId = useId();
  const [draft, setDraft] = useState<number | string>(value);
  /** A typed value outside the bounds, said aloud rather than silently replaced. */
  const [outOfRange, setOutOfRange] = useState<number | null>(null);
  useEffect(() => setDraft(value), [value]);

  const label = pickLocalized(factor.label, language);
  const format = (amount: number) => formatUnitValue(amount, factor.unit, language, true);
  // Typed values are kept as typed until the field is left; the simulator then snaps them onto a step.
  const commit = () => {
    const typed = readNumber(draft);
    if (Number.isFinite(typed) && draft !== '') {
      setOutOfRange(typed < bounds.min || typed > bounds.max ? typed : null);
      onChange(typed);
    }
    setDraft(value);
  };
  const commitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      commit();
    }
  };
  const isWhole = Number.isInteger(bounds.step);

  return (
    <div
      className={classes.field}
      data-testid={`factor-${factor.name}`}
      data-factor="input"
      data-value={value}
    >
      <Group justify="space-between" align="center" gap="sm" wrap="nowrap">
        <Text component="label" htmlFor={inputId} fw={600} className={classes.label}>
          {label}
        </Text>
        <NumberInput
          id={inputId}
          className={classes.input}
          value={draft}
          onChange={setDraft}
          onBlur={commit}
          onKeyDown={commitOnEnter}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          clampBehavior="none"
          allowNegative={false}
          allowDecimal={!isWhole}
          thousandSeparator={getNumberSeparators(language).group}
          decimalSeparator={getNumberSeparators(language).decimal}
          hideControls
          rightSection={<span className={classes.unit}>{t(`units.${factor.unit}`)}</span>}
          rightSectionWidth={48}
          aria-describedby={rangeId}
          inputMode={isWhole ? 'numeric' : 'decimal'}
        />
      </Group>
      {factor.description && (
        <Text size="sm" c="dimmed" mt={4}>
          {pickLocalized(factor.description, language)}
        </Text>
      )}
      <Slider
        mt="md"
        value={value}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        onChange={(next) => {
          setOutOfRange(null);
          onChange(next);
        }}
        label={format}
        thumbLabel={label}
        thumbValueText={format}
        color="var(--calculator-accent)"
        size="md"
      />
      <Group justify="space-between" mt={6} gap="xs" aria-hidden>
        <Text size="xs" c="dimmed">
          {format(bounds.min)}
        </Text>
        <Text size="xs" c="dimmed">
          {format(bounds.max)}
        </Text>
      </Group>
      {outOfRange !== null && (
        <Text size="sm" c="orange.9" mt={6} role="status" data-testid="factor-clamped">
          {t('parameters.clamped', {
            typed: format(outOfRange),
            kept: format(value),
            min: format(bounds.min),
            max: format(bounds.max),
          })}
        </Text>
      )}
      <VisuallyHidden id={rangeId}>
        {t('parameters.range', { min: format(bounds.min), max: format(bounds.max) })}
      </VisuallyHidden>
    </div>
  );
}
