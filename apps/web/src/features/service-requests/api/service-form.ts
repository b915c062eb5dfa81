/** The complaint or the suggestion form's definition. */
import { serviceRequestsEndpoints } from '@baraka/contracts/service-requests/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export type ServiceFormType = 'RECLAMATION' | 'SUGGESTION';

export const serviceFormQuery = (type: ServiceFormType) =>
  queryOptions({
    queryKey: keyOf(serviceRequestsEndpoints.form, { query: { type } }),
    queryFn: ({ signal }) => call(serviceRequestsEndpoints.form, { query: { type } }, { signal }),
    staleTime: 10 * 60_000,
  });

export const useServiceForm = (type: ServiceFormType) => useQuery(serviceFormQuery(type));
