/** A branch's slots on a date, each with whether it can still be booked. */
import { appointmentsEndpoints } from '@baraka/contracts/appointments/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const appointmentSlotsQuery = (branchId: string, date: string) =>
  queryOptions({
    queryKey: keyOf(appointmentsEndpoints.start, { body: { branchId, date } }),
    queryFn: ({ signal }) => call(appointmentsEndpoints.start, { body: { branchId, date } }, { signal }),
    // Others book too: a slot list older than a minute is asked again.
    staleTime: 60_000,
  });

/** Asked only once a branch and a date are chosen. */
export const useAppointmentSlots = (branchId: string, date: string) =>
  useQuery({ ...appointmentSlotsQuery(branchId, date), enabled: branchId !== '' && date !== '' });
