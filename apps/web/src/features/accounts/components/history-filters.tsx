/**
 * The history's filters: direction at once (one tap), period, amount range and text on "Apply".
 * On a phone the second group folds behind a "Filters" button that counts what is active.
 */
import {
  Button,
  Collapse,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { FiltersToggle } from '../../../components/ui/filters-toggle';
import { translateFieldError } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import {
  checkHistoryFilter,
  countActiveFilters,
  type HistoryDirection,
  type HistoryFilterErrors,
  type HistoryFilterField,
  type HistoryFilterValues,
} from '../utils/history-filter';
import { PeriodField } from './period-field';

type HistoryFiltersProps = {
  accountId: string;
  currency: string;
  values: HistoryFilterValues;
  today: string;
  /** What is wrong with the applied filter (an address typed or shared by hand). */
  initialErrors: HistoryFilterErrors;
  onApply: (values: HistoryFilterValues) => void;
  onReset: () => void;
};

export function HistoryFilters(props: HistoryFiltersProps) {
  const { accountId, currency, values, today, initialErrors, onApply, onReset } = props;
  const { t } = useTranslation('accounts');
  // Read at once, not after the first paint: a phone never shows the filters open, then closes them.
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState(values);
  const [errors, setErrors] = useState<HistoryFilterErrors>(initialErrors);
  const activeCount = countActiveFilters(values, today);

  useEffect(() => {
    setDraft(values);
    setErrors(initialErrors);
    if (Object.keys(initialErrors).length > 0) {
      setIsOpen(true);
    }
  }, [values, initialErrors]);

  const setField = (field: HistoryFilterField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...others }) => others);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkHistoryFilter(accountId, draft);
    if (check.errors) {
      setErrors(check.errors);
      return;
    }
    onApply(draft);
  };

  const errorOf = (field: HistoryFilterField): string | undefined => {
    const error = errors[field];
    return error ? translateFieldError(error) : undefined;
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={t('history.filters')}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="center">
          <SegmentedControl
            fullWidth
            style={{ flex: 1 }}
            radius="xl"
            value={values.direction}
            onChange={(direction) => onApply({ ...values, direction: direction as HistoryDirection })}
            data={(['ALL', 'D', 'C'] as const).map((direction) => ({
              value: direction,
              label: t(`directionFilter.${direction}`),
            }))}
            aria-label={t('history.direction')}
            data-testid="direction-filter"
          />
          {!isWide && (
            <FiltersToggle
              activeCount={activeCount}
              isOpen={isOpen}
              onToggle={() => setIsOpen((open) => !open)}
              controls="history-more-filters"
              label={
                activeCount > 0
                  ? `${t('history.filters')} (${t('history.activeFilters', { count: activeCount })})`
                  : t('history.filters')
              }
            />
          )}
        </Group>
        <Collapse expanded={isWide || isOpen} id="history-more-filters">
          <form onSubmit={submit} noValidate>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="sm">
              <PeriodField
                startDate={draft.startDate}
                endDate={draft.endDate}
                today={today}
                error={errorOf('startDate') ?? errorOf('endDate')}
                onChange={(startDate, endDate) => {
                  setField('startDate', startDate);
                  setField('endDate', endDate);
                }}
              />
              <TextInput
                label={t('history.search')}
                description={t('history.searchHint')}
                placeholder={t('history.searchPlaceholder')}
                value={draft.search}
                onChange={(event) => setField('search', event.currentTarget.value)}
                error={errorOf('search')}
                leftSection={<IconSearch size={16} aria-hidden />}
                maxLength={80}
                data-testid="search-filter"
              />
              {(['minAmount', 'maxAmount'] as const).map((field) => (
                <TextInput
                  key={field}
                  label={t(`history.${field}`)}
                  description={t('history.amountHint')}
                  inputMode="decimal"
                  value={draft[field]}
                  onChange={(event) => setField(field, event.currentTarget.value)}
                  error={errorOf(field)}
                  rightSection={<bdi>{currency}</bdi>}
                  rightSectionWidth={48}
                  data-testid={`${field}-filter`}
                />
              ))}
            </SimpleGrid>
            <Group justify="flex-end" gap="sm" mt="md">
              <Button variant="subtle" onClick={onReset} disabled={activeCount === 0}>
                {t('history.reset')}
              </Button>
              <Button type="submit" data-testid="apply-filters">
                {t('history.apply')}
              </Button>
            </Group>
          </form>
        </Collapse>
      </Stack>
    </Paper>
  );
}
