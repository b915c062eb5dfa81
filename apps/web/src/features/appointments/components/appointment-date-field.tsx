/** The desired date: a calendar where past days, weekends, holidays and days after three months are off. */
import type { AppointmentDefinition } from '@baraka/contracts/appointments/schemas';
import { checkAppointmentDate } from '@baraka/domain/calendar/appointment-rules';
import { addDays } from '@baraka/domain/calendar/calendar-date';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import { useTranslation } from '../../../lib/use-translation';

type AppointmentDateFieldProps = {
  definition: AppointmentDefinition;
  value: string;
  error?: string;
  onChange: (date: string) => void;
};

export function AppointmentDateField({ definition, value, error, onChange }: AppointmentDateFieldProps) {
  const { t, i18n } = useTranslation('forms');
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1, weekendDays: [0, 6] }}>
      <DatePickerInput
        label={t('appointment.fields.desiredDate')}
        description={t('hints.appointmentDate')}
        withAsterisk
        value={value === '' ? null : value}
        onChange={(date) => onChange(date ?? '')}
        minDate={addDays(definition.today, 1)}
        maxDate={definition.lastDate}
        excludeDate={(date) => checkAppointmentDate(date, definition) !== null}
        valueFormat="DD/MM/YYYY"
        leftSection={<IconCalendar size={18} aria-hidden />}
        error={error}
        popoverProps={{ withinPortal: true }}
        data-testid="appointment-date"
      />
    </DatesProvider>
  );
}
