/** The card history's filters: status at once (one tap); period and amount range on "Apply". */
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
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import { type FormEvent, useEffect, useState } from 'react';
import { FiltersToggle } from '../../../components/ui/filters-toggle';
import { translateFieldError } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import {
  checkHistoryFilter,
  countFilters,
  type HistoryFilterValues,
  STATUS_CHOICES,
  type StatusChoice,
} from '../utils/history-filter';

type HistoryFiltersProps = {
  cardId: string;
  values: HistoryFilterValues;
  today: string;
  onApply: (values: HistoryFilterValues) => void;
  onReset: () => void;
};

const isStatus = (value: string): value is StatusChoice =>
  (STATUS_CHOICES as readonly string[]).includes(value);

export function HistoryFilters({ cardId, values, today, onApply, onReset }: HistoryFiltersProps) {
  const { t, i18n } = useTranslation('cards');
  const isWide = useMediaQuery('(min-width: 48em)', true);
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState(values);
  const [errors, setErrors] = useState<Partial<Record<keyof HistoryFilterValues, string>>>({});
  useEffect(() => setDraft(values), [values]);

  const errorText = (field: keyof HistoryFilterValues) => {
    const key = errors[field];
    if (!key) {
      return undefined;
    }
    if (key === 'minDate') {
      return t('history.endBeforeStart');
    }
    return key === 'maxAmount' ? t('history.minAboveMax') : translateFieldError({ key });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkHistoryFilter(cardId, draft);
    setErrors(check.errors ?? {});
    if (!check.errors) {
      onApply(draft);
    }
  };
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="form"
      onSubmit={submit}
      aria-label={t('history.filters')}
      noValidate
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <SegmentedControl
            style={{ flex: 1 }}
            aria-label={t('history.status')}
            value={values.status}
            onChange={(value) => isStatus(value) && onApply({ ...values, status: value })}
            data={STATUS_CHOICES.map((value) => ({ value, label: t(`history.statuses.${value}`) }))}
            data-testid="history-status"
          />
          {!isWide && (
            <FiltersToggle
              activeCount={countFilters(values)}
              isOpen={isOpen}
              onToggle={() => setIsOpen((open) => !open)}
              controls="card-more-filters"
              label={t('history.moreFilters', { active: countFilters(values) })}
            />
          )}
        </Group>
        <Collapse expanded={isWide || isOpen} id="card-more-filters">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1, weekendDays: [0, 6] }}>
                <DatePickerInput
                  type="range"
                  label={t('history.period')}
                  placeholder={t('history.anyPeriod')}
                  value={[draft.startDate || null, draft.endDate || null]}
                  onChange={([start, end]) =>
                    setDraft({ ...draft, startDate: start ?? '', endDate: end ?? '' })
                  }
                  allowSingleDateInRange
                  clearable
                  maxDate={today}
                  valueFormat="DD/MM/YYYY"
                  leftSection={<IconCalendar size={18} aria-hidden />}
                  error={errorText('endDate') ?? errorText('startDate')}
                  popoverProps={{ withinPortal: true }}
                />
              </DatesProvider>
              <TextInput
                label={t('history.minAmount')}
                inputMode="decimal"
                value={draft.minAmount}
                onChange={(event) => setDraft({ ...draft, minAmount: event.currentTarget.value })}
                error={errorText('minAmount')}
                data-testid="history-min"
              />
              <TextInput
                label={t('history.maxAmount')}
                inputMode="decimal"
                value={draft.maxAmount}
                onChange={(event) => setDraft({ ...draft, maxAmount: event.currentTarget.value })}
                error={errorText('maxAmount')}
                data-testid="history-max"
              />
            </SimpleGrid>
            <Group justify="flex-end" gap="sm">
              <Button
                variant="subtle"
                onClick={() => {
                  setErrors({});
                  onReset();
                }}
              >
                {t('history.reset')}
              </Button>
              <Button type="submit" data-testid="history-apply">
                {t('history.apply')}
              </Button>
            </Group>
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}
