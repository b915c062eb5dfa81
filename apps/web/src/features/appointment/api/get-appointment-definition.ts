/** GET appointment: subjects, slots, the bookable date window and the holidays inside it. */
import type { AppointmentDefinition } from '@baraka/contracts/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const appointmentDefinitionQuery = queryOptions({
  queryKey: ['appointment', 'definition'],
  queryFn: ({ signal }) => apiRequest<AppointmentDefinition>('appointment', { signal }),
  staleTime: 10 * 60_000,
});

export const useAppointmentDefinition = () => useQuery(appointmentDefinitionQuery);
