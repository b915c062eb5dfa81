/**
 * The history's filters (spec §3): account and status group apply at once (one tap); a precise
 * status, the operation type, the period and the amount range apply on "Apply". On a phone that
 * second group folds behind a "Filters" button that counts what is set.
 */
import type { Account } from '@baraka/contracts/accounts/schemas';
import { TRANSFER_STATUSES } from '@baraka/contracts/transfers/schemas';
import {
  Button,
  Collapse,
  Group,
  Paper,
  SegmentedControl,
  Select,
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
import { formatAmountPlaceholder } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import {
  checkHistoryFilter,
  countMoreFilters,
  type HistoryFilterErrors,
  type HistoryFilterField,
  type HistoryFilterValues,
  OPERATION_TYPE_CHOICES,
  STATUS_GROUP_CHOICES,
} from '../utils/history-filter';

type HistoryFiltersProps = {
  accounts: readonly Account[];
  values: HistoryFilterValues;
  /** What is wrong with the applied filter (an address typed or shared by hand). */
  initialErrors: HistoryFilterErrors;
  onApply: (values: HistoryFilterValues) => void;
  onReset: () => void;
};

const ALL = 'ALL';

export function HistoryFilters({ accounts, values, initialErrors, onApply, onReset }: HistoryFiltersProps) {
  const { t, i18n } = useTranslation('transfer-history');
  const isWide = useMediaQuery('(min-width: 48em)', true);
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState(values);
  const [errors, setErrors] = useState<HistoryFilterErrors>(initialErrors);
  const moreCount = countMoreFilters(values);

  useEffect(() => {
    setDraft(values);
    setErrors(initialErrors);
    if (Object.keys(initialErrors).length > 0) {
      setIsOpen(true);
    }
  }, [values, initialErrors]);

  const setField = <K extends keyof HistoryFilterValues>(field: K, value: HistoryFilterValues[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field as HistoryFilterField]: _fixed, ...others }) => others);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkHistoryFilter(draft);
    if (check.errors) {
      setErrors(check.errors);
      return;
    }
    onApply(draft);
  };
  const errorOf = (field: HistoryFilterField) => {
    const error = errors[field];
    return error ? translateFieldError(error) : undefined;
  };
  const isGroupStatus = (STATUS_GROUP_CHOICES as readonly string[]).includes(values.status);
  const statusData = [
    {
      group: t('history.statusGroupHeading'),
      items: STATUS_GROUP_CHOICES.map((status) => ({
        value: status,
        label: t(`history.statusFilter.${status}`),
      })),
    },
    {
      group: t('history.statusDetailHeading'),
      items: TRANSFER_STATUSES.map((status) => ({
        value: status,
        label: t(`history.statusFilter.${status}`),
      })),
    },
  ];

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t('history.filters')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <Select
            label={t('history.account')}
            data={[
              { value: ALL, label: t('history.allAccounts') },
              ...accounts.map((account) => ({
                value: account.id,
                label: `${account.title} · ${account.accountNumber}`,
              })),
            ]}
            value={values.accountId || ALL}
            onChange={(next) => onApply({ ...values, accountId: next && next !== ALL ? next : '' })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="account-filter"
          />
          <Group gap="sm" wrap="nowrap" align="flex-end">
            <SegmentedControl
              fullWidth
              style={{ flex: 1 }}
              radius="xl"
              value={isGroupStatus ? values.status : ''}
              onChange={(status) => onApply({ ...values, status: status as HistoryFilterValues['status'] })}
              data={STATUS_GROUP_CHOICES.map((status) => ({
                value: status,
                label: t(`history.statusGroups.${status}`),
              }))}
              aria-label={t('history.status')}
              data-testid="status-group-filter"
            />
            {!isWide && (
              <FiltersToggle
                activeCount={moreCount}
                isOpen={isOpen}
                onToggle={() => setIsOpen((open) => !open)}
                controls="transfer-more-filters"
                label={
                  moreCount > 0
                    ? `${t('history.moreFilters')} (${t('history.activeFilters', { count: moreCount })})`
                    : t('history.moreFilters')
                }
              />
            )}
          </Group>
        </SimpleGrid>
        <Collapse expanded={isWide || isOpen} id="transfer-more-filters">
          <form onSubmit={submit} noValidate>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="sm">
              <Select
                label={t('history.status')}
                data={statusData}
                value={draft.status}
                onChange={(next) => setField('status', (next ?? ALL) as HistoryFilterValues['status'])}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                data-testid="status-filter"
              />
              <Select
                label={t('history.operationType')}
                data={OPERATION_TYPE_CHOICES.map((type) => ({ value: type, label: t(`typeFilter.${type}`) }))}
                value={draft.operationType}
                onChange={(next) =>
                  setField('operationType', (next ?? ALL) as HistoryFilterValues['operationType'])
                }
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                data-testid="type-filter"
              />
              <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1, weekendDays: [0, 6] }}>
                <DatePickerInput
                  type="range"
                  label={t('history.period')}
                  placeholder={t('history.periodPlaceholder')}
                  value={[draft.startDate || null, draft.endDate || null]}
                  onChange={([start, end]) => {
                    setField('startDate', start ?? '');
                    setField('endDate', end ?? '');
                  }}
                  allowSingleDateInRange
                  clearable
                  valueFormat="DD/MM/YYYY"
                  leftSection={<IconCalendar size={18} aria-hidden />}
                  error={errorOf('startDate') ?? errorOf('endDate')}
                  popoverProps={{ withinPortal: true }}
                  data-testid="period-filter"
                />
              </DatesProvider>
              <Group gap="xs" grow align="flex-start" wrap="nowrap">
                {(['minAmount', 'maxAmount'] as const).map((field) => (
                  <TextInput
                    key={field}
                    label={t(`history.${field}`)}
                    inputMode="decimal"
                    value={draft[field]}
                    onChange={(event) => setField(field, event.currentTarget.value)}
                    error={errorOf(field)}
                    placeholder={formatAmountPlaceholder(3, i18n.language)}
                    data-testid={`${field}-filter`}
                  />
                ))}
              </Group>
            </SimpleGrid>
            <Group justify="flex-end" gap="sm" mt="md">
              <Button variant="subtle" onClick={onReset}>
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
