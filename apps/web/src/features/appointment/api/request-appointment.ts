/** POST api/appointment/add: stores the visitor's request and answers its receipt. */
import type { AppointmentReceipt, AppointmentRequest } from '@baraka/contracts/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const requestAppointment = (request: AppointmentRequest) =>
  apiRequest<AppointmentReceipt>('api/appointment/add', { method: 'POST', body: request });

export const useRequestAppointment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAppointment,
    // Whatever the outcome, the slot counts changed or may have: ask again next time.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['appointment', 'slots'] }),
  });
};
