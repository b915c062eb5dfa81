/** The desired half-hour: full slots of the chosen branch and date are listed but cannot be chosen. */
import type { AppointmentDefinition } from '@baraka/contracts/appointments/schemas';
import { Select } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useAppointmentSlots } from '../api/get-appointment-slots';

type AppointmentSlotFieldProps = {
  definition: AppointmentDefinition;
  branchId: string;
  date: string;
  value: string;
  error?: string;
  onChange: (time: string) => void;
};

export function AppointmentSlotField(props: AppointmentSlotFieldProps) {
  const { definition, branchId, date, value, error, onChange } = props;
  const { t } = useTranslation(['forms', 'appointments']);
  const slots = useAppointmentSlots(branchId, date);
  const isFull = (time: string) =>
    slots.data?.slots.some((slot) => slot.time === time && !slot.available) ?? false;
  // The chosen hour filled up (or was full at this branch from the start): move to the next free one.
  useEffect(() => {
    const available = slots.data?.slots.filter((slot) => slot.available) ?? [];
    if (slots.data && !available.some((slot) => slot.time === value)) {
      const next = available.find((slot) => slot.time > value) ?? available[0];
      if (next) {
        onChange(next.time);
      }
    }
  }, [slots.data, value, onChange]);
  const first = definition.slots[0] ?? '';
  const last = definition.slots.at(-1) ?? '';

  return (
    <Select
      label={t('appointment.fields.desiredTime')}
      description={
        slots.isError
          ? t('slots.unknown', { ns: 'appointments' })
          : t('hints.appointmentTime', { first, last })
      }
      withAsterisk
      leftSection={<IconClock size={18} aria-hidden />}
      data={definition.slots.map((time) => ({
        value: time,
        label: isFull(time) ? t('slots.full', { ns: 'appointments', time }) : time,
        disabled: isFull(time),
      }))}
      value={value || null}
      onChange={(time) => onChange(time ?? '')}
      allowDeselect={false}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid="appointment-time"
    />
  );
}
