/** GET api/forms?category=E_REQUEST: the e-requests a customer can file. */
import type { DynamicForm } from '@baraka/contracts/dynamic-forms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const eRequestFormsQuery = queryOptions({
  queryKey: ['service-requests', 'e-request-forms'],
  queryFn: ({ signal }) =>
    apiRequest<DynamicForm[]>('api/forms', { query: { category: 'E_REQUEST' }, signal }),
  staleTime: 10 * 60_000,
});

export const useERequestForms = () => useQuery(eRequestFormsQuery);
