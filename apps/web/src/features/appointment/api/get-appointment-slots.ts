/** POST appointment/start: a branch's slots on a date, each with whether it can still be booked. */
import type { AppointmentAvailability } from '@baraka/contracts/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const appointmentSlotsQuery = (branchId: string, date: string) =>
  queryOptions({
    queryKey: ['appointment', 'slots', branchId, date],
    queryFn: ({ signal }) =>
      apiRequest<AppointmentAvailability>('appointment/start', {
        method: 'POST',
        body: { branchId, date },
        signal,
      }),
    // Others book too: a slot list older than a minute is asked again.
    staleTime: 60_000,
  });

/** Asked only once a branch and a date are chosen. */
export const useAppointmentSlots = (branchId: string, date: string) =>
  useQuery({ ...appointmentSlotsQuery(branchId, date), enabled: branchId !== '' && date !== '' });
