/** Subjects, slots, the bookable date window and the holidays inside it. */
import { appointmentsEndpoints } from '@baraka/contracts/appointments/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const appointmentDefinitionQuery = queryOptions({
  queryKey: keyOf(appointmentsEndpoints.definition),
  queryFn: ({ signal }) => call(appointmentsEndpoints.definition, {}, { signal }),
  staleTime: 10 * 60_000,
});

export const useAppointmentDefinition = () => useQuery(appointmentDefinitionQuery);
