/** Stores the visitor's request and answers its receipt. */
import { appointmentsEndpoints } from '@baraka/contracts/appointments/endpoints';
import type { AppointmentRequest } from '@baraka/contracts/appointments/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const requestAppointment = (request: AppointmentRequest) =>
  call(appointmentsEndpoints.add, { body: request });

export const useRequestAppointment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAppointment,
    // Whatever the outcome, the slot counts changed or may have: ask again next time.
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(appointmentsEndpoints.start) }),
  });
};
