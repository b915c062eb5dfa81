/** When the transfer runs: as soon as possible, or on a later day the customer picks. */
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';

type ExecutionDateFieldProps = {
  value: string;
  firstDate: string;
  lastDate: string;
  error?: string | undefined;
  onChange: (date: string) => void;
};

export function ExecutionDateField({ value, firstDate, lastDate, error, onChange }: ExecutionDateFieldProps) {
  const { t, i18n } = useTranslation('transfers');
  const [isLater, setIsLater] = useState(value !== '');
  return (
    <Stack gap="xs">
      <Text component="span" fz="md" fw={500} id="execution-when">
        {t('form.when')}
      </Text>
      <SegmentedControl
        aria-labelledby="execution-when"
        fullWidth
        value={isLater ? 'later' : 'now'}
        onChange={(next) => {
          setIsLater(next === 'later');
          onChange(next === 'later' ? firstDate : '');
        }}
        data={[
          { value: 'now', label: t('form.whenNow') },
          { value: 'later', label: t('form.whenLater') },
        ]}
        data-testid="execution-mode"
      />
      {isLater && (
        <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1, weekendDays: [0, 6] }}>
          <DatePickerInput
            label={t('form.executionDate')}
            description={t('form.executionDateHint')}
            value={value === '' ? null : value}
            onChange={(date) => onChange(date ?? '')}
            minDate={firstDate}
            maxDate={lastDate}
            valueFormat="dddd D MMMM YYYY"
            leftSection={<IconCalendar size={18} aria-hidden />}
            error={error}
            popoverProps={{ withinPortal: true }}
            data-testid="execution-date"
          />
        </DatesProvider>
      )}
    </Stack>
  );
}
