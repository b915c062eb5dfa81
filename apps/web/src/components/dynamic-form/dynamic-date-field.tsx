/** A dynamic form's date: a calendar bounded by the field's rule (not in the past, or not in the future). */
import { toTunisTime } from '@baraka/domain/calendar/tunis-time';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import { useTranslation } from '../../lib/use-translation';

type DynamicDateFieldProps = {
  label: string;
  description?: string | undefined;
  withAsterisk: boolean;
  error?: string | undefined;
  disabled: boolean;
  rule: 'notPast' | 'notFuture' | undefined;
  value: string;
  onChange: (date: string | undefined) => void;
  'data-testid': string;
};

export function DynamicDateField({ rule, value, onChange, ...props }: DynamicDateFieldProps) {
  const { i18n } = useTranslation();
  const today = toTunisTime(new Date()).date;
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1, weekendDays: [0, 6] }}>
      <DatePickerInput
        {...props}
        value={value === '' ? null : value}
        onChange={(date) => onChange(date ?? undefined)}
        {...(rule === 'notPast' ? { minDate: today } : {})}
        {...(rule === 'notFuture' ? { maxDate: today } : {})}
        valueFormat="DD/MM/YYYY"
        clearable={!props.withAsterisk}
        leftSection={<IconCalendar size={18} aria-hidden />}
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}
