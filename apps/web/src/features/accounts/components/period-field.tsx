/** A period of at most two months ending no later than today, chosen on one calendar, with the rule shown. */
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { getLatestEndDate } from '../utils/history-period';

type PeriodFieldProps = {
  startDate: string;
  endDate: string;
  today: string;
  error?: string | undefined;
  onChange: (startDate: string, endDate: string) => void;
};

export function PeriodField({ startDate, endDate, today, error, onChange }: PeriodFieldProps) {
  const { t, i18n } = useTranslation('accounts');
  // While only the first day is chosen, the calendar stops where the rule would.
  const [pendingStart, setPendingStart] = useState<string | null>(null);
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1, weekendDays: [0, 6] }}>
      <DatePickerInput
        type="range"
        label={t('history.period')}
        description={t('history.periodRule')}
        value={[startDate || null, endDate || null]}
        onChange={([start, end]) => {
          setPendingStart(start && !end ? start : null);
          onChange(start ?? '', end ?? '');
        }}
        allowSingleDateInRange
        maxDate={pendingStart ? getLatestEndDate(pendingStart, today) : today}
        valueFormat="DD/MM/YYYY"
        leftSection={<IconCalendar size={18} aria-hidden />}
        error={error}
        popoverProps={{ withinPortal: true }}
        data-testid="period-filter"
      />
    </DatesProvider>
  );
}
