/** Simulator-request mode (spec §5): net salary, duration and financing type, shown and disabled. */
import type { SimulationRequest } from '@baraka/contracts/contact/simulation-request';
import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { formatDecimal, getLocale } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';

/** "20 ans", "1 year", "سنتان": Intl knows each language's plural of a duration. */
const formatDuration = (simulation: SimulationRequest, language: string) =>
  new Intl.NumberFormat(getLocale(language), {
    style: 'unit',
    unit: simulation.durationUnit === 'YEARS' ? 'year' : 'month',
    unitDisplay: 'long',
    numberingSystem: 'latn',
  }).format(simulation.duration);

/** Disabled, as the spec says, yet as legible as any answer: the person checks these figures. */
const LEGIBLE = { input: { color: 'var(--mantine-color-text)', opacity: 1 } };

export function SimulationFields({ simulation }: { simulation: SimulationRequest }) {
  const { t, i18n } = useTranslation(['contact', 'forms']);
  const money = (amount: number) =>
    `${formatDecimal(amount.toFixed(3), i18n.language, 3)} ${t('simulation.currency')}`;
  return (
    <Stack gap="md" data-testid="contact-simulation">
      <Alert color="blue" variant="light" radius="md" icon={<IconCalculator aria-hidden />}>
        {t('forms:contact.simulatorRequest')} {t('simulation.amount', { amount: money(simulation.amount) })}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t('forms:contact.fields.financingType')}
          value={simulation.financingType}
          disabled
          readOnly
          styles={LEGIBLE}
        />
        <TextInput
          label={t('forms:contact.fields.netSalary')}
          value={money(simulation.netSalary)}
          disabled
          readOnly
          dir="ltr"
          styles={LEGIBLE}
        />
        <TextInput
          label={t('forms:contact.fields.duration')}
          value={formatDuration(simulation, i18n.language)}
          disabled
          readOnly
          styles={LEGIBLE}
        />
      </SimpleGrid>
    </Stack>
  );
}
