/** GET secure/service-request: the complaint or the suggestion form's definition. */
import type { DynamicForm } from '@baraka/contracts/dynamic-forms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ServiceFormType = 'RECLAMATION' | 'SUGGESTION';

export const serviceFormQuery = (type: ServiceFormType) =>
  queryOptions({
    queryKey: ['service-requests', 'form', type],
    queryFn: ({ signal }) => apiRequest<DynamicForm>('secure/service-request', { query: { type }, signal }),
    staleTime: 10 * 60_000,
  });

export const useServiceForm = (type: ServiceFormType) => useQuery(serviceFormQuery(type));
