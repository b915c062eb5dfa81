/** Search by city or name, the kind of place, "open now", Western Union and a service. */
import { Chip, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import type { KindFilter, PlaceFilters } from '../utils/places';

// Single choice drawn as chips: the segmented control misplaces its indicator right to left.
const KINDS: { value: KindFilter; labelKey: string }[] = [
  { value: 'all', labelKey: 'filters.all' },
  { value: 'branch', labelKey: 'filters.branches' },
  { value: 'atm', labelKey: 'filters.atms' },
];

export type ServiceOption = { value: string; label: string };

type LocatorFiltersProps = {
  filters: PlaceFilters;
  services: readonly ServiceOption[];
  onChange: (filters: PlaceFilters) => void;
};

export function LocatorFilters({ filters, services, onChange }: LocatorFiltersProps) {
  const { t } = useTranslation('locator');
  const update = (patch: Partial<PlaceFilters>) => onChange({ ...filters, ...patch });
  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={filters.query}
        onChange={(event) => update({ query: event.currentTarget.value })}
        data-testid="locator-search"
      />
      <Chip.Group
        multiple={false}
        value={filters.kind}
        onChange={(kind) => update({ kind: kind as KindFilter })}
      >
        <Group gap="xs" role="radiogroup" aria-label={t('filters.kind')}>
          {KINDS.map(({ value, labelKey }) => (
            <Chip key={value} value={value} size="sm" variant="light">
              {t(labelKey)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group gap="xs">
        <Chip
          checked={filters.isOpenNow}
          onChange={(isOpenNow) => update({ isOpenNow })}
          size="sm"
          data-testid="filter-open"
        >
          {t('filters.openNow')}
        </Chip>
        <Chip
          checked={filters.hasWesternUnion}
          onChange={(hasWesternUnion) => update({ hasWesternUnion })}
          size="sm"
        >
          Western Union
        </Chip>
      </Group>
      <Select
        label={t('filters.service')}
        placeholder={t('filters.anyService')}
        data={[...services]}
        value={filters.service}
        onChange={(service) => update({ service })}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}
